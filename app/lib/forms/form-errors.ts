/**
 * The text of a form's info alert (docs/product/content-and-forms.md#validation): the store's error message with
 * markup stripped, or else the first validation message, in the order of the form's fields.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** "Warning: <b>No match</b> &amp; more" → "Warning: No match & more". */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Which form field a store's words name (first match per field; "Address" alone names nothing). */
const FIELD_WORDS: [field: string, words: RegExp][] = [
  ["email", /\be-?mail\b/i],
  ["phone", /\b(tele)?phone\b/i],
  ["password", /\bpassword\b/i],
  ["firstName", /\bfirst ?name\b/i],
  ["lastName", /\blast ?name\b/i],
  ["zoneId", /\b(region|state|zone)\b/i],
  ["countryId", /\bcountry\b/i],
  ["zipcode", /\b(post ?code|zip)\b/i],
  ["city", /\bcity\b/i],
];

/**
 * The one field of the form a store refusal concerns ("E-Mail Address is already registered!" →
 * email, "Please select a region / state!" → zoneId), so the field is marked as well as the alert
 *; null when it names none of the form's fields, or several ("No match for
 * E-Mail Address and/or Password").
 */
export function fieldOfStoreError(message: string, fieldNames: readonly string[]): string | null {
  const named = FIELD_WORDS.filter(([field, words]) => fieldNames.includes(field) && words.test(message)).map(([field]) => field);
  return named.length === 1 ? named[0]! : null;
}

/**
 * `formErrors`: the form-level messages (the store's); `fieldErrors`: conform's `allErrors`, keyed
 * by field name; `fieldOrder`: the form's field names as laid out.
 */
export function alertMessage(
  formErrors: readonly string[] | undefined,
  fieldErrors: Record<string, readonly string[] | null | undefined>,
  fieldOrder: readonly string[],
): string | null {
  const [formError] = formErrors ?? [];
  if (formError !== undefined) return formError;
  for (const name of fieldOrder) {
    const first = fieldErrors[name]?.[0];
    if (first) return first;
  }
  for (const [name, errors] of Object.entries(fieldErrors)) if (name && errors?.[0]) return errors[0];
  return null;
}
