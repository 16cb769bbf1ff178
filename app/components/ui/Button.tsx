import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { button, type ButtonVariants } from "./button.css";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size, block }), className)} {...props} />;
}

/** A link that looks like a button (navigation stays a link: it works without JavaScript). */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cx(button({ variant, size, block }), className)} {...props} />;
}
