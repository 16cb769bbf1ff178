/**
 * Forms the store describes (the contract's `AddressField`: name, label, type, required, values):
 * the checkout renders the store's own fields and posts their names back (a stock VueFront module:
 * `country_id`, `zone_id`, `postcode`; the embedded API by default `countryId`, `zoneId`). Fields
 * the storefront recognises keep the product's label and rule (docs/product/content-and-forms.md#validation); any
 * other field gets the store's label and, when the store requires it, "Value is required".
 * The address book describes its own fields the same way (ADDRESS_BOOK_FIELDS).
 */
import { z } from "zod";
import { ADDRESS_FIELD_NAMES, type AddressFormValues, type PlaceOption } from "~/lib/address";
import { addressSchema, type ZoneRule } from "./address";
import { formMessages } from "./messages";
import { phoneField } from "./phone";
import { freeText, requiredChoice, requiredEmail, requiredText } from "./rules";

/** What a field is for, when the storefront knows it. */
export type FieldRole = "email" | "telephone" | keyof AddressFormValues;
/** How a field is rendered: an input of that type, a select of its values, or the country / zone pair. */
export type FieldKind = "text" | "email" | "tel" | "select" | "country" | "zone";

export interface FormField {
  /** The store's name: the input's name and what updateOrder gets. */
  name: string;
  label: string;
  kind: FieldKind;
  /** The store's required flag (the product's rule decides for the fields it knows, this can only add to it). */
  required: boolean;
  role: FieldRole | null;
  /** A `select`'s choices (the store's values). */
  options: PlaceOption[];
}

/** The product's labels (the store's, e.g. "Postcode", "Region / State", show only for fields we do not know). */
export const ROLE_LABELS: Record<FieldRole, string> = {
  email: "Email",
  telephone: "Telephone",
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  address1: "Address 1",
  address2: "Address 2",
  city: "City",
  zipcode: "Zipcode",
  countryId: "Country",
  zoneId: "Zone",
};

/** Names as stores spell them (camelCase, OpenCart's snake_case), lower-cased without separators. */
const ROLE_OF_NAME: Record<string, FieldRole> = {
  email: "email",
  telephone: "telephone",
  phone: "telephone",
  firstname: "firstName",
  lastname: "lastName",
  company: "company",
  address1: "address1",
  address2: "address2",
  city: "city",
  postcode: "zipcode",
  zipcode: "zipcode",
  countryid: "countryId",
  country: "countryId",
  zoneid: "zoneId",
  zone: "zoneId",
  // The VueFront WordPress plugin's free-text `state` (WooCommerce's state code, "NY"): without the role,
  // step 1's value never reached the order and WooCommerce refused it, "State is required" (decision 365).
  state: "zoneId",
};

function roleOf(name: string, type: string): FieldRole | null {
  if (type === "country") return "countryId";
  if (type === "zone") return "zoneId";
  return ROLE_OF_NAME[name.toLowerCase().replace(/[\s_-]/g, "")] ?? null;
}

/** A zone the store asks as typed text (WordPress's `state`), not as a choice among the country's zones. */
const isTypedZone = (type: string, role: FieldRole | null) => role === "zoneId" && type === "text";

function kindOf(type: string, role: FieldRole | null, options: PlaceOption[]): FieldKind {
  if (role === "countryId") return "country";
  if (role === "zoneId" && !isTypedZone(type, role)) return "zone";
  if (role === "email" || type === "email") return "email";
  if (role === "telephone" || type === "tel" || type === "telephone") return "tel";
  if ((type === "select" || type === "radio") && options.length) return "select";
  return "text";
}

/** One field of the store's list as the form uses it; null for a nameless entry. */
export function formFieldOf(field: {
  name?: string | null;
  label?: string | null;
  type?: string | null;
  required?: boolean | null;
  values?: readonly ({ text?: string | null; value?: string | null } | null)[] | null;
}): FormField | null {
  if (!field.name) return null;
  const type = (field.type ?? "text").toLowerCase();
  const options = (field.values ?? []).flatMap((value) => (value?.value && value.text ? [{ id: value.value, name: value.text }] : []));
  const role = roleOf(field.name, type);
  return {
    name: field.name,
    // A typed zone keeps the store's label when it has one; the plugin labels `state` by its bare name.
    label: !role
      ? field.label || field.name
      : !isTypedZone(type, role)
        ? ROLE_LABELS[role]
        : field.label && field.label !== field.name
          ? field.label
          : "State",
    kind: kindOf(type, role, options),
    required: Boolean(field.required),
    role,
    options,
  };
}

/** The address book's form: the product's fields under docs/product's names. */
export const ADDRESS_BOOK_FIELDS: readonly FormField[] = ADDRESS_FIELD_NAMES.map((name) =>
  formFieldOf({ name, type: name === "countryId" ? "country" : name === "zoneId" ? "zone" : "text" })!,
);

/** The first field of a kind (the country and zone pair's names). */
export const fieldOfKind = (fields: readonly FormField[], kind: "country" | "zone") => fields.find((field) => field.kind === kind) ?? null;

/** The product's rule of each field it knows. */
function roleRules(zones: ZoneRule): Record<FieldRole, z.ZodType> {
  return { email: requiredEmail(), telephone: phoneField(), ...addressSchema(zones).shape };
}

const acceptsMissing = (rule: z.ZodType) => rule.safeParse(undefined).success;

function ruleOf(field: FormField, rules: Record<FieldRole, z.ZodType>): z.ZodType {
  // The zone follows the chosen country (required when it has zones), whatever the stored country said.
  if (field.role === "zoneId" && field.kind === "zone") return rules.zoneId;
  // A typed zone is checked by the store (WooCommerce names a state it does not know): the store's required flag only.
  const rule =
    field.role && field.role !== "zoneId"
      ? rules[field.role]
      : field.required
        ? field.kind === "select"
          ? requiredChoice()
          : requiredText(1, 255)
        : freeText(255);
  if (!field.required || !acceptsMissing(rule)) return rule;
  return rule.refine((value) => value !== undefined, formMessages.required);
}

/** Whether the form asks for a field (its label then has no "(optional)"). */
export function isRequired(field: FormField, options: ZoneRule): boolean {
  return !acceptsMissing(ruleOf(field, roleRules(options)));
}

/** One zod object for the store's fields, keyed by the store's names. */
export function storeFieldsSchema(fields: readonly FormField[], options: ZoneRule) {
  const rules = roleRules(options);
  return z.object(Object.fromEntries(fields.map((field) => [field.name, ruleOf(field, rules)])));
}
