/**
 * The text of a form's info alert (account document, section 5): the store's error message with
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

/**
 * `formErrors`: the form-level messages (the store's); `fieldErrors`: conform's `allErrors`, keyed
 * by field name; `fieldOrder`: the form's field names as laid out.
 */
export function alertMessage(
  formErrors: readonly string[] | undefined,
  fieldErrors: Record<string, readonly string[] | undefined>,
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
