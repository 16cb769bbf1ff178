/**
 * The configurator's form fields both ways: read from a post (or the enhanced page's form), and
 * filled again from a cart line's options for "Edit lenses". Pure, unit-tested.
 */
import { optionIdOfField } from "~/lib/cart/cart-options";
import type { LensProduct, LensValues } from "./configurator";
import { lineLensesOf, type NamedOption } from "./options";
import { prescriptionFields } from "./rules";

/** The prescription step's field names (prescriptionSchema's). */
export const PRESCRIPTION_FIELDS = [
  "source",
  "rightSphere",
  "rightCylinder",
  "rightAxis",
  "leftSphere",
  "leftCylinder",
  "leftAxis",
  "addition",
  "pdKind",
  "pd",
  "pdRight",
  "pdLeft",
  "fileCode",
] as const;

const MAX_FIELD = 100;
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim().slice(0, MAX_FIELD) : "");

export function lensValuesOfForm(form: FormData): LensValues {
  const frame: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    const id = optionIdOfField(name);
    if (id === null || typeof value !== "string" || !value.trim()) continue;
    frame[id] = frame[id] ? `${frame[id]}|${value.trim()}` : value.trim().slice(0, 1000);
  }
  return {
    usage: text(form.get("usage")),
    index: text(form.get("index")),
    tint: text(form.get("tint")),
    polarised: text(form.get("polarised")),
    coatings: form.getAll("coatings").map(text).filter(Boolean),
    prescription: Object.fromEntries(PRESCRIPTION_FIELDS.map((name) => [name, text(form.get(name))])),
    frame,
  };
}

/** A cart line's options as the configurator's values, value names matched to this frame's value ids. */
export function lensValuesOfLine(product: LensProduct, options: readonly NamedOption[]): LensValues {
  const lenses = lineLensesOf(options);
  const idOf = (option: LensProduct["frameOptions"][number] | undefined, name: string | null) =>
    option?.values.find((value) => value.name === name)?.id ?? "";
  const frame: Record<string, string> = {};
  for (const option of product.frameOptions) {
    const chosen = options.filter((candidate) => candidate.name === option.name).map((candidate) => candidate.value);
    if (!chosen.length) continue;
    frame[option.id] = option.values.length
      ? chosen
          .map((name) => idOf(option, name))
          .filter(Boolean)
          .join("|")
      : (chosen[0] ?? "");
  }
  if (!lenses) return { frame };
  return {
    usage: lenses.usage,
    index: idOf(product.lens.index, lenses.index),
    tint: idOf(product.lens.tint, lenses.tint),
    polarised: idOf(product.lens.polarised, lenses.polarised),
    coatings: lenses.coatings.map((name) => idOf(product.lens.coatings, name)).filter(Boolean),
    prescription: lenses.prescription ? prescriptionFields(lenses.prescription) : {},
    frame,
  };
}
