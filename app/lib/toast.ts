/** One-time notifications (docs/product/shell-and-navigation.md: 3 seconds, normal or error style, titles Notification and Error). */
export type ToastKind = "notification" | "error";

export interface Toast {
  kind: ToastKind;
  message: string;
  /** Set when flashed: the same message twice in a row is still two toasts, each shown anew. */
  id?: string;
}

export const TOAST_TITLES: Record<ToastKind, string> = { notification: "Notification", error: "Error" };
export const TOAST_DURATION_MS = 3000;
