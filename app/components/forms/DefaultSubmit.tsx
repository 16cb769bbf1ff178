import type { ReactNode } from "react";
import { useHydrated } from "~/lib/forms/progressive";

/**
 * Without JavaScript, Enter in a field presses the form's first submit button. A form whose fields
 * hold a secondary button (the address form's "Update zones") puts this hidden copy of its main
 * button first, so Enter saves. With JavaScript there is no secondary button and nothing to add.
 */
export function DefaultSubmit({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" name={name} value={value} className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  );
}
