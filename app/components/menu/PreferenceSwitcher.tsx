import { useFetcher, useLocation } from "@remix-run/react";
import { Disclosure } from "~/components/shell/Disclosure";
import { cx } from "~/lib/cx";
import { PREFERENCES_PATH } from "~/lib/menu/preferences";
import { showSwitcher } from "~/lib/menu/rules";
import type { SwitchOption } from "~/lib/shell/types";
import * as styles from "./preferences.css";

type Preference = "currency" | "language";

const TITLES: Record<Preference, string> = { currency: "Currency", language: "Language" };

interface SwitcherProps {
  preference: Preference;
  options: SwitchOption[];
  /** A dropdown in the desktop header, or a row of buttons in the mobile menu. */
  variant: "dropdown" | "inline";
  className?: string;
}

/**
 * The currency or language switcher (docs/product/shell-and-navigation.md: shown only when the store offers more than one). Each
 * choice is a submit button of a form posting to the preferences action, which redirects back:
 * a reload without JavaScript; with it, a fetcher, after which every loader runs again and the
 * page shows the new currency without a full reload.
 */
export function PreferenceSwitcher({ preference, options, variant, className }: SwitcherProps) {
  const active = options.find((option) => option.active) ?? options[0];
  if (!showSwitcher(options) || !active) return null;
  const title = TITLES[preference];
  const form = <ChoiceForm preference={preference} options={options} variant={variant} />;
  if (variant === "inline") {
    return (
      <div className={cx(styles.inline, className)} role="group" aria-label={title}>
        <p className={styles.inlineTitle}>{title}</p>
        {form}
      </div>
    );
  }
  return (
    <Disclosure
      className={cx(styles.dropdown, className)}
      summaryClassName={styles.toggle}
      panelClassName={styles.panel}
      summary={
        <>
          {/* Named by its words, visible ones included (WCAG 2.5.3): "Currency: Euro, €EUR". */}
          <span className="visually-hidden">{`${title}: ${active.name}, `}</span>
          {active.image && preference === "language" ? <img src={active.image} alt="" width={18} height={12} /> : null}
          {preference === "currency" ? <span className={styles.symbol}>{active.symbol}</span> : null}
          <span>{active.code.toUpperCase()}</span>
        </>
      }
    >
      <p className={styles.panelTitle}>{title}</p>
      {form}
    </Disclosure>
  );
}

function ChoiceForm({
  preference,
  options,
  variant,
}: {
  preference: Preference;
  options: SwitchOption[];
  variant: SwitcherProps["variant"];
}) {
  const fetcher = useFetcher({ key: `preference-${preference}` });
  const { pathname, search } = useLocation();
  const pending = fetcher.formData?.get("code");
  return (
    <fetcher.Form
      method="post"
      action={PREFERENCES_PATH}
      preventScrollReset
      className={variant === "inline" ? styles.inlineChoices : styles.choices}
    >
      <input type="hidden" name="intent" value={preference} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {options.map((option) => {
        const current = pending ? pending === option.code : option.active;
        return (
          <button
            key={option.code}
            type="submit"
            name="code"
            value={option.code}
            className={variant === "inline" ? styles.inlineChoice : styles.choice}
            aria-pressed={current}
            disabled={Boolean(pending)}
          >
            <span className={styles.symbol}>{option.symbol}</span>
            <span>{variant === "inline" ? option.code.toUpperCase() : option.name}</span>
          </button>
        );
      })}
    </fetcher.Form>
  );
}
