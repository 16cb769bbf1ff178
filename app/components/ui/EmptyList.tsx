import { ButtonLink } from "./Button";
import * as page from "./page.css";

/** What the cart, compare and wishlist pages show with nothing in them: the text and the way back. */
export function EmptyList({ text }: { text: string }) {
  return (
    <div className={page.emptyPanel}>
      <p className={page.emptyText}>{text}</p>
      <ButtonLink to="/" variant="dark">
        Continue shopping
      </ButtonLink>
    </div>
  );
}
