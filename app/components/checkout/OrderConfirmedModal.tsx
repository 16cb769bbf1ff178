import { Suspense } from "react";
import { lazyComponent } from "~/components/lazy-component";
import type { Confirmation } from "./ThankYouModal";
// Its styles stay with the shop's: inlined into the document that shows the modal.
import "./thank-you.css";

const thankYou = lazyComponent(() => import("./ThankYouModal").then((module) => module.ThankYouModal));

/**
 * The thank-you modal, when there is an order to thank for: its code is fetched only then, not
 * with every shop page (decision 201). The server renders it at once; hydration keeps that markup
 * until the code is in.
 */
export function OrderConfirmedModal({ confirmation }: { confirmation: Confirmation | null }) {
  if (!confirmation) return null;
  return (
    <Suspense fallback={null}>
      <thankYou.View confirmation={confirmation} />
    </Suspense>
  );
}
