/**
 * Input validation shared by the account, address book, cart and checkout resolvers.
 * Messages follow OpenCart's wording, so a storefront written for a real store shows familiar text;
 * `extensions.field` names the offending input and `extensions.fields` lists every failure.
 */
import type { GraphQLError } from "graphql";
// Made by yoga's own helper: under Vitest, `graphql` can load twice (ESM and CJS), and yoga masks
// any error that is not an instance of *its* GraphQLError as "Unexpected error."
import { createGraphQLError } from "graphql-yoga";

/** An error the shopper can act on (GraphQL errors pass through yoga's masking unchanged). */
export function userError(message: string, field?: string, fields?: Record<string, string>): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: "BAD_USER_INPUT", ...(field ? { field } : {}), ...(fields ? { fields } : {}) },
  });
}

export function loginRequired(): GraphQLError {
  return createGraphQLError("You must be logged in to use your account.", { extensions: { code: "UNAUTHENTICATED" } });
}

export interface LengthRule {
  field: string;
  label: string;
  min: number;
  max: number;
  /** An optional field may be empty; when given it must still fit the bounds. */
  optional?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailMessage = "E-Mail Address does not appear to be valid!";
export const passwordRule: LengthRule = { field: "password", label: "Password", min: 4, max: 20 };

/** Copies the string-like values of an input object, trimmed (the spec trims every input). */
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
  return Boolean(value && value.length <= 96 && EMAIL.test(value));
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
    const entries = Object.entries(this.errors);
    if (!entries.length) return;
    const [field, message] = entries[0];
    throw userError(message, field, this.errors);
  }
}
