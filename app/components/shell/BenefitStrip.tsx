import { Container } from "~/components/ui/Container";
import { FREE_SHIPPING_PROMISE, useFreeShipping } from "~/lib/shipping-claims";
import { benefits } from "~/lib/store-config";
import { BenefitIconFor } from "./BenefitIcon";
import * as styles from "./strip.css";

/**
 * The thin promise bar above the header (docs/product/shell-and-navigation.md: benefit strip); free
 * shipping only where the store ships free (docs/product/texts-and-constants.md#shipping-claims).
 */
export function BenefitStrip() {
  const free = useFreeShipping();
  return (
    <div className={styles.strip}>
      <Container>
        <ul className={styles.list} aria-label="Our promises">
          {benefits
            .filter((benefit) => free || benefit.icon !== "truck")
            .map((benefit) => (
              <li key={benefit.title} className={styles.item}>
                <BenefitIconFor icon={benefit.icon} size={16} />
                {benefit.icon === "truck" ? FREE_SHIPPING_PROMISE : benefit.title}
              </li>
            ))}
        </ul>
      </Container>
    </div>
  );
}
