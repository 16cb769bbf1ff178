/**
 * Card marks drawn for the footer (no downloads): simplified, recognisable versions of the Visa,
 * Mastercard, American Express and Discover marks on a 38×24 card.
 */
import type { ReactNode } from "react";
import * as styles from "./footer.css";

function Card({ label, children, background = "#fff" }: { label: string; children: ReactNode; background?: string }) {
  return (
    <li>
      <svg className={styles.card} viewBox="0 0 38 24" width="46" height="29" role="img" aria-label={label}>
        <title>{label}</title>
        <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill={background} stroke="rgba(0,0,0,0.12)" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentIcons() {
  return (
    <ul className={styles.cards} aria-label="We accept">
      <Card label="Visa">
        <text
          x="19"
          y="16.2"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="10.5"
          fontWeight="700"
          fontStyle="italic"
          fill="#1a1f71"
          letterSpacing="0.3"
        >
          VISA
        </text>
        <rect x="6" y="18.4" width="26" height="1.6" fill="#f7b600" />
      </Card>
      <Card label="Mastercard">
        <circle cx="15.2" cy="12" r="6.6" fill="#eb001b" />
        <circle cx="22.8" cy="12" r="6.6" fill="#f79e1b" />
        <path d="M19 6.6a6.6 6.6 0 0 1 0 10.8 6.6 6.6 0 0 1 0-10.8Z" fill="#ff5f00" />
      </Card>
      <Card label="American Express" background="#1f72cd">
        <text
          x="19"
          y="11"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="5.4"
          fontWeight="700"
          fill="#fff"
          letterSpacing="0.3"
        >
          AMERICAN
        </text>
        <text
          x="19"
          y="17.8"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="5.4"
          fontWeight="700"
          fill="#fff"
          letterSpacing="0.3"
        >
          EXPRESS
        </text>
      </Card>
      <Card label="Discover">
        <text x="3.6" y="14.2" fontFamily="Arial, Helvetica, sans-serif" fontSize="5.6" fontWeight="700" fill="#231f20">
          DISC
        </text>
        <circle cx="19.7" cy="12.2" r="2.7" fill="#f48120" />
        <text x="22.8" y="14.2" fontFamily="Arial, Helvetica, sans-serif" fontSize="5.6" fontWeight="700" fill="#231f20">
          VER
        </text>
        <path d="M16 23.5 37.5 17v3a3.5 3.5 0 0 1-3.5 3.5Z" fill="#f48120" />
      </Card>
    </ul>
  );
}
