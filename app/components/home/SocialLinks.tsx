import type { ReactNode } from "react";
import * as styles from "./newsletter.css";

/** The shop's social accounts (fictional, like the shop). */
const socialAccounts: readonly { name: string; href: string; icon: ReactNode }[] = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/lumenoptics",
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/lumenoptics",
    icon: <path d="M14.5 8H16V4.5h-2.2C11.4 4.5 10 6 10 8.4V10.5H8v3.4h2V20h3.5v-6.1h2.3l.4-3.4h-2.7V8.9c0-.6.3-.9 1-.9Z" />,
  },
  {
    name: "Pinterest",
    href: "https://www.pinterest.com/lumenoptics",
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M11 10.5c.3-1.6 2.9-2 3.6-.4.6 1.4-.3 4-2 4-1 0-1.5-.8-1.3-1.6M11.6 12.3 10 19.5" />
      </>
    ),
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@lumenoptics",
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="m10.5 9.5 4 2.5-4 2.5Z" fill="currentColor" />
      </>
    ),
  },
];

export function SocialLinks() {
  return (
    <ul className={styles.socialList}>
      {socialAccounts.map((account) => (
        <li key={account.name}>
          <a
            className={styles.socialLink}
            href={account.href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`${account.name} (opens in a new tab)`}
          >
            <svg
              width={20}
              height={20}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {account.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
