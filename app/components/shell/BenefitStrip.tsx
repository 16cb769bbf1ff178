import { Container } from "~/components/ui/Container";
import { benefits } from "~/lib/store-config";
import { BenefitIconFor } from "./BenefitIcon";
import * as styles from "./strip.css";

/** The thin promise bar above the header (docs/product/shell-and-navigation.md: benefit strip). */
export function BenefitStrip() {
  return (
    <div className={styles.strip}>
      <Container>
        <ul className={styles.list} aria-label="Our promises">
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.item}>
              <BenefitIconFor icon={benefit.icon} size={16} />
              {benefit.icon === "truck" ? "Free shipping on all orders" : benefit.title}
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
