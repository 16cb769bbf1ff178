/**
 * Input validation shared by accounts, the address book, the cart and checkout: length rules with
 * OpenCart's messages, collected per field and thrown as one UserError.
 */
import { userError } from "./errors";

export interface LengthRule {
  field: string;
  label: string;
  min: number;
  max: number;
  /** An optional field may be empty; when given it must still fit the bounds. */
  optional?: boolean;
}

/** What the store takes for an e-mail address: something@something.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailMessage = "E-Mail Address does not appear to be valid!";
export const passwordRule: LengthRule = { field: "password", label: "Password", min: 4, max: 20 };

/** Copies the string-like values of an input object, trimmed (docs/product trims every input). */
export function trimmedValues(input: Record<string, unknown> | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value == null) continue;
    values[key] = String(value).trim();
  }
  return values;
}

export function lengthError(value: string | undefined, rule: LengthRule): string | null {
  const text = value ?? "";
  if (!text && rule.optional) return null;
  // Count characters, not UTF-16 units, as PHP's utf8_strlen does.
  const length = [...text].length;
  return length < rule.min || length > rule.max ? `${rule.label} must be between ${rule.min} and ${rule.max} characters!` : null;
}

/** A row id sent as a string or number; 0 (which matches no row) unless it is a positive int4. */
export function positiveId(value: unknown): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : 0;
}

export function isEmail(value: string | undefined): boolean {
  return Boolean(value && value.length <= 96 && EMAIL_PATTERN.test(value));
}

/** Collects field errors and throws them as one GraphQL error whose message is the first one. */
export class FieldErrors {
  private errors: Record<string, string> = {};

  constructor(
    private prefix = "",
    private labelPrefix = "",
  ) {}

  add(field: string, message: string | null): this {
    const key = this.prefix + field;
    if (message && !this.errors[key]) this.errors[key] = this.labelPrefix + message;
    return this;
  }

  lengths(values: Record<string, string>, rules: readonly LengthRule[]): this {
    for (const rule of rules) this.add(rule.field, lengthError(values[rule.field], rule));
    return this;
  }

  email(field: string, value: string | undefined): this {
    return this.add(field, isEmail(value) ? null : emailMessage);
  }

  throwIfAny(): void {
    const [first] = Object.entries(this.errors);
    if (!first) return;
    const [field, message] = first;
    throw userError(message, field, this.errors);
  }
}
