import { BoxIcon, HeartIcon, TruckIcon } from "~/components/icons";
import * as styles from "./account.css";

/** Why register: shown on the login page's new-customer panel. */
export function AccountBenefits() {
  return (
    <ul className={styles.benefitList}>
      <li className={styles.benefitItem}>
        <span className={styles.benefitIcon}>
          <TruckIcon size={18} />
        </span>
        Saved addresses for a faster checkout
      </li>
      <li className={styles.benefitItem}>
        <span className={styles.benefitIcon}>
          <BoxIcon size={18} />
        </span>
        Your order history and easy returns
      </li>
      <li className={styles.benefitItem}>
        <span className={styles.benefitIcon}>
          <HeartIcon size={18} />
        </span>
        A wishlist that follows you to every device
      </li>
    </ul>
  );
}
