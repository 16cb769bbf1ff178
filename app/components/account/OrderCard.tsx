import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { type OrderSummary, statusTone } from "~/lib/account/orders";
import { awaitsPrescription, optionsForDisplay, SEND_LATER } from "~/lib/lenses/options";
import { supportEmail } from "~/lib/store-config";
import * as hub from "./hub.css";
import * as styles from "./orders.css";

interface OrderCardProps {
  order: OrderSummary;
  /** The hub's short form: item names on one line instead of the lines with prices. */
  compact?: boolean;
  /** The return request for this order (with ?order_id=), offered only when it may be returned; the hub's short cards have none. */
  returnHref?: string;
}

/** One placed order: number, date, status, total and what was ordered. */
export function OrderCard({ order, compact = false, returnHref }: OrderCardProps) {
  const units = order.itemCount === 1 ? "1 item" : `${order.itemCount} items`;
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`} data-order-id={order.id}>
      <header className={styles.orderHeader}>
        <h3 id={`order-${order.id}`} className={styles.orderTitle}>
          Order #{order.id}
        </h3>
        <Badge tone={statusTone(order.status)}>{order.status}</Badge>
      </header>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Placed</dt>
          <dd>{order.placedAt ? <time dateTime={order.placedAt}>{order.placedOn}</time> : "—"}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Items</dt>
          <dd>{units}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Total</dt>
          <dd className={styles.total}>{order.total}</dd>
        </div>
      </dl>
      {compact ? <p className={styles.itemNames}>{order.items.map((item) => item.name).join(", ")}</p> : <OrderLines order={order} />}
      {!compact && order.returns.length ? (
        <ul className={styles.returns} aria-label={`Returns of order #${order.id}`}>
          {order.returns.map((entry) => (
            <li key={entry.id} data-return-id={entry.id}>
              Return R{entry.id}
              {entry.product ? `: ${entry.product}` : ""} · <span className={styles.returnStatus}>{entry.status}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {returnHref && !compact && order.returnable ? (
        <footer className={styles.orderFooter}>
          <Link to={returnHref} className={styles.returnLink}>
            Request a return
          </Link>
        </footer>
      ) : null}
    </article>
  );
}

/**
 * An order's lines with their options as the shopper reads them (a lens line's options folded into
 * its one summary, `optionsForDisplay`): the order history and the order placed page.
 */
export function OrderLines({ order, className }: { order: Pick<OrderSummary, "id" | "items">; className?: string }) {
  return (
    <>
      <ul className={className ? `${styles.lines} ${className}` : styles.lines} aria-label={`Items of order #${order.id}`}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className={styles.line}>
            <span className={styles.lineQuantity}>{item.quantity} ×</span>
            <span className={styles.lineName}>
              <Link to={`/store/product/${item.productId}`} className={styles.lineLink}>
                {item.name}
              </Link>
              {item.options.length ? (
                // One option a line, as the cart shows them: the lens summary's own " · " stays its own.
                <span className={styles.lineOptions}>
                  {optionsForDisplay(item.options).map((option, optionIndex) => (
                    <span key={`${option.name}-${optionIndex}`} className={styles.lineOption}>
                      {option.name}: {option.value}
                    </span>
                  ))}
                </span>
              ) : null}
            </span>
            <span className={styles.lineTotal}>{item.total}</span>
          </li>
        ))}
      </ul>
      {order.items.some((item) => awaitsPrescription(item.options)) ? <SendLaterNote orderId={order.id} /> : null}
    </>
  );
}

/** An order waiting for its prescription: what to send, how and by when (docs/decisions/303-send-later-instructions.md). */
function SendLaterNote({ orderId }: { orderId: string }) {
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(SEND_LATER.subject(orderId))}`;
  return (
    <section className={styles.sendLater} aria-label={SEND_LATER.title} data-send-later>
      <p className={styles.sendLaterTitle}>{SEND_LATER.title}</p>
      <p>
        {SEND_LATER.what} to <a href={mailto}>{supportEmail}</a> with your order number #{orderId}, {SEND_LATER.when}
      </p>
    </section>
  );
}

/** What the hub and the order history show before the first order. */
export function NoOrdersYet() {
  return (
    <div className={hub.empty}>
      <p>You have not placed any orders yet.</p>
      <ButtonLink to="/store/category" variant="outline">
        Browse the shop
      </ButtonLink>
    </div>
  );
}

/**
 * A store without order history (a stock VueFront module, decision 165): said so, never "no orders";
 * on OpenCart, with a link to the store's own order page (decision 360).
 */
export function OrdersNotListed({ storeOrdersHref = null }: { storeOrdersHref?: string | null }) {
  return (
    <div className={hub.empty}>
      <p>This store does not list your past orders here. Each order&rsquo;s confirmation e-mail has its details.</p>
      {storeOrdersHref ? (
        <p>
          <a href={storeOrdersHref} data-store-orders>
            See your orders on the store&rsquo;s own site
          </a>
        </p>
      ) : null}
    </div>
  );
}
