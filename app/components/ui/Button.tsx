import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { cx } from "~/lib/cx";
import { buttonBase, buttonBlock, buttonSize, buttonVariant } from "./button.css";

export interface ButtonVariants {
  variant?: keyof typeof buttonVariant;
  size?: keyof typeof buttonSize;
  block?: boolean;
}

/** A button's classes: primary and medium unless told. */
export function buttonClass({ variant = "primary", size = "md", block = false }: ButtonVariants = {}): string {
  return cx(buttonBase, buttonVariant[variant], buttonSize[size], block && buttonBlock);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** A plain button unless told otherwise; one joined to a form by its `form` attribute submits it (HTML's default). */
export function Button({ variant, size, block, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? (props.form ? undefined : "button")}
      className={cx(buttonClass({ variant, size, block }), className)}
      {...props}
    />
  );
}

/** A link that looks like a button (navigation stays a link: it works without JavaScript). */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cx(buttonClass({ variant, size, block }), className)} {...props} />;
}
