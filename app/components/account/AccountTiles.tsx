import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { BoxIcon, HeartIcon, ShieldIcon, TruckIcon, UserIcon } from "~/components/icons";
import * as styles from "./hub.css";

const tiles: { to: string; title: string; text: string; icon: ReactNode }[] = [
  { to: "/account/edit", title: "Edit account", text: "Your name, email and telephone", icon: <UserIcon size={22} /> },
  { to: "/account/password", title: "Password", text: "Change the password you sign in with", icon: <ShieldIcon size={22} /> },
  { to: "/account/address", title: "Address book", text: "Addresses for delivery and billing", icon: <TruckIcon size={22} /> },
  { to: "/account/wishlist", title: "Wishlist", text: "The frames you saved for later", icon: <HeartIcon size={22} /> },
  { to: "/account/order-history", title: "Order history", text: "Your orders, their status and totals", icon: <BoxIcon size={22} /> },
];

/** The hub's shortcuts to every part of the account (docs/product/accounts.md: edit, password, addresses, wishlist). */
export function AccountTiles() {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className={styles.tile}>
            <span className={styles.tileIcon}>{tile.icon}</span>
            <span className={styles.tileTitle}>{tile.title}</span>
            <span className={styles.tileText}>{tile.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
