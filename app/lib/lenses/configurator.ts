/**
 * The lens configurator's steps, its form's fields and its prices, shared by the server (which
 * checks each step a post goes past) and the enhanced page (which checks them as the shopper types).
 * The whole configuration is always one form posted forward, never a query string: prescriptions
 * are health data (docs/decisions/254-prescriptions-stay-in-the-form.md).
 */
import { optionFieldName, type ProductOptionData } from "~/lib/cart/cart-options";
import { formatMoney, moneyFormatOf, parseMoney } from "~/lib/money";
import {
  frameRxOf,
  materialProblem,
  offeredMaterials,
  powersOf,
  progressiveProblem,
  sphereProblem,
  type FrameRx,
  type Powers,
} from "./frame-rules";
import { lensOptionsOf, type LensOptionKey } from "./option-names";
import {
  encodePrescription,
  lensSchema,
  messages,
  needsPrescription,
  prescriptionSchema,
  prescriptionText,
  readNumber,
  summaryLine,
  typedPrescriptionOf,
  USAGE_NAMES,
  usageSchema,
  USAGES,
  type Prescription,
  type Usage,
} from "./rules";

export const STEPS = ["usage", "prescription", "lens", "coatings", "review"] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES: Record<Step, string> = {
  usage: "Usage",
  prescription: "Prescription",
  lens: "Lens material",
  coatings: "Coatings",
  review: "Review",
};

/** What the configurator knows of the frame, from its product page's data. */
export interface LensProduct {
  id: string;
  name: string;
  /** The price paid for the frame (its special when it has one), formatted by the store. */
  price: string;
  image: { src: string; alt: string } | null;
  href: string;
  /** The frame's options that are not lens options (a frame size, an engraving). */
  frameOptions: ProductOptionData[];
  lens: Partial<Record<LensOptionKey, ProductOptionData>>;
  /** What the frame's attributes say about its lenses (docs/decisions/301-rules-from-the-frame.md). */
  frame: FrameRx;
}

/** The configurator's form as posted: every field a string, coatings a list. */
export interface LensValues {
  usage?: string;
  index?: string;
  tint?: string;
  polarised?: string;
  coatings?: string[];
  /** The prescription step's fields (prescriptionSchema's names). */
  prescription?: Record<string, string>;
  /** The frame's other options, by option id. */
  frame?: Record<string, string>;
}

export type LensErrors = Partial<Record<string, string>>;

/** What the configurator page shows: the frame, the step, the values so far and their problems. */
export interface ConfiguratorState {
  product: LensProduct;
  step: Step;
  values: LensValues;
  errors: LensErrors;
  /** The cart line this configuration replaces ("Edit lenses"), "" for a new one. */
  replaces: string;
  /** The uploaded prescription's file name, to show it was received. */
  fileName: string;
}

export function lensProductOf(product: {
  id: string;
  name: string;
  price: string;
  special: string;
  images: readonly { src: string; alt: string }[];
  options: ProductOptionData[];
  details?: readonly { label: string; value: string }[];
  measurements?: { lensHeight: number | null } | null;
}): LensProduct | null {
  const lens = lensOptionsOf(product.options);
  if (!lens) return null;
  const lensIds = new Set(Object.values(lens).map((option) => option.id));
  return {
    id: product.id,
    name: product.name,
    price: product.special || product.price,
    image: product.images[0] ?? null,
    href: `/store/product/${product.id}`,
    frameOptions: product.options.filter((option) => !lensIds.has(option.id)),
    lens,
    frame: frameRxOf(product.details ?? [], product.measurements?.lensHeight ?? null),
  };
}

export const usageOf = (values: LensValues): Usage | null => USAGES.find((usage) => usage === values.usage) ?? null;

/** The store's values of "Lens usage", each with the reason this frame refuses it (null: offered). */
function usageChoices(product: LensProduct) {
  return USAGES.flatMap((usage) => {
    const value = product.lens.usage?.values.find((candidate) => candidate.name === USAGE_NAMES[usage]);
    const reason = usage === "progressive" ? progressiveProblem(product.frame) : null;
    return value ? [{ usage, value, reason }] : [];
  });
}

/** The usages this frame's "Lens usage" option offers and the frame allows, with the store's value for each. */
export function offeredUsages(product: LensProduct): { usage: Usage; value: ProductOptionData["values"][number] }[] {
  return usageChoices(product).flatMap(({ usage, value, reason }) => (reason ? [] : [{ usage, value }]));
}

/** Why the store's usages not offered on this frame are not, in the words shown ("This frame is too shallow …"). */
export function refusedUsageReasons(product: LensProduct): string[] {
  return usageChoices(product).flatMap(({ reason }) => (reason ? [reason] : []));
}

/** The steps a usage goes through on this frame: no prescription without one, no lens step without a choice to make. */
export function stepsFor(product: LensProduct, usage: Usage | null): Step[] {
  if (!usage) return ["usage", "review"];
  if (usage === "frame-only") return ["usage", "review"];
  const rx = needsPrescription(usage);
  const lensChoice = (rx && product.lens.index) || product.lens.tint || product.lens.polarised;
  return STEPS.filter(
    (step) =>
      step === "usage" ||
      step === "review" ||
      (step === "prescription" && rx) ||
      (step === "lens" && lensChoice) ||
      (step === "coatings" && product.lens.coatings),
  );
}

/** The prescription as the form holds it, once its step is valid; null before. */
export function prescriptionOf(values: LensValues): Prescription | null {
  const parsed = prescriptionSchema.safeParse({ usage: values.usage, ...values.prescription });
  if (!parsed.success) return null;
  if (parsed.data.source === "upload") return { source: "upload", file: parsed.data.fileCode ?? "" };
  if (parsed.data.source === "later") return { source: "later" };
  return { source: "typed", typed: typedPrescriptionOf(parsed.data) };
}

/** The powers that decide the lens material: null when the prescription is not typed (the optician checks it). */
export function powersOfValues(values: LensValues): Powers | null {
  const prescription = prescriptionOf(values);
  return prescription?.source === "typed" ? powersOf(prescription.typed) : null;
}

/**
 * The lens materials this frame offers for the prescription, with the store's values: the one
 * recommended by strength, and the reason for each not offered (docs/decisions/302-index-recommended-by-strength.md).
 */
export function offeredIndexes(product: LensProduct, values: LensValues) {
  return offeredMaterials(product.frame, product.lens.index?.values ?? [], powersOfValues(values));
}

const valueIn = (option: ProductOptionData | undefined, id: string | undefined) => option?.values.find((value) => value.id === id);

/** One step's problems, by field name; {} when it is fine. */
export function stepErrors(product: LensProduct, step: Step, values: LensValues): LensErrors {
  const errors: LensErrors = {};
  const usage = usageOf(values);
  if (step === "usage") {
    if (!usageSchema.safeParse({ usage: values.usage }).success || !offeredUsages(product).some((offer) => offer.usage === usage))
      errors.usage = messages.usage;
    for (const option of product.frameOptions) {
      if (option.required && !values.frame?.[option.id]?.trim()) errors[optionFieldName(option.id)] = `${option.name} required!`;
    }
  }
  if (step === "prescription" && usage) {
    const parsed = prescriptionSchema.safeParse({ usage, ...values.prescription });
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    // The frame's own range (docs/decisions/301-rules-from-the-frame.md), for a sphere the shop takes at all.
    if (values.prescription?.source === "typed")
      for (const eye of ["right", "left"] as const) {
        const problem = sphereProblem(product.frame, readNumber(values.prescription[`${eye}Sphere`]));
        if (problem) errors[`${eye}Sphere`] ??= problem;
      }
  }
  if (step === "lens" && usage) {
    if (product.lens.index && needsPrescription(usage)) {
      const chosen = valueIn(product.lens.index, values.index);
      const problem =
        !chosen || !lensSchema(true).safeParse({ index: chosen.name }).success
          ? messages.index
          : materialProblem(product.frame, chosen.name, powersOfValues(values));
      if (problem) errors.index = problem;
    }
    if (product.lens.tint && !valueIn(product.lens.tint, values.tint)) errors.tint = messages.choice;
    if (product.lens.polarised && !valueIn(product.lens.polarised, values.polarised)) errors.polarised = messages.choice;
  }
  if (step === "coatings" && (values.coatings ?? []).some((id) => !valueIn(product.lens.coatings, id))) errors.coatings = messages.choice;
  return errors;
}

/** The first step before `target` with a problem, and its problems; null when all are fine. */
export function firstInvalidStep(product: LensProduct, values: LensValues, target: Step): { step: Step; errors: LensErrors } | null {
  const steps = stepsFor(product, usageOf(values));
  for (const step of steps.slice(0, Math.max(0, steps.indexOf(target)))) {
    const errors = stepErrors(product, step, values);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}

/** The values that count for the usage: a frame only keeps no lens choices, a non-prescription lens no prescription. */
function chosenLensValues(product: LensProduct, values: LensValues) {
  const usage = usageOf(values);
  const rx = usage !== null && needsPrescription(usage);
  const lensesChosen = usage !== null && usage !== "frame-only";
  return {
    usage: valueIn(product.lens.usage, offeredUsages(product).find((offer) => offer.usage === usage)?.value.id),
    index: rx ? valueIn(product.lens.index, values.index) : undefined,
    tint: lensesChosen ? valueIn(product.lens.tint, values.tint) : undefined,
    polarised: lensesChosen ? valueIn(product.lens.polarised, values.polarised) : undefined,
    coatings: lensesChosen ? (values.coatings ?? []).flatMap((id) => valueIn(product.lens.coatings, id) ?? []) : [],
    prescription: rx ? prescriptionOf(values) : null,
  };
}

/** Each priced choice made so far, and the running total in the store's currency. */
export function priceLines(product: LensProduct, values: LensValues): { lines: { label: string; price: string }[]; total: string } {
  const chosen = chosenLensValues(product, values);
  const labelled = (value: { name: string; price: string } | undefined, label = value?.name ?? "") =>
    value ? [{ label, price: value.price }] : [];
  const priced = [
    ...labelled(chosen.usage),
    ...labelled(chosen.index, `${chosen.index?.name} index`),
    ...labelled(chosen.tint),
    ...labelled(chosen.polarised),
    ...chosen.coatings.flatMap((value) => labelled(value)),
    ...product.frameOptions.flatMap((option) =>
      labelled(valueIn(option, values.frame?.[option.id]), `${option.name}: ${valueIn(option, values.frame?.[option.id])?.name}`),
    ),
  ];
  const format = moneyFormatOf(product.price);
  const total = priced.reduce((sum, line) => sum + (parseMoney(line.price) ?? 0), parseMoney(product.price) ?? 0);
  return {
    lines: [{ label: "Frame", price: product.price }, ...priced.map((line) => ({ label: line.label, price: line.price || "Included" }))],
    total: format ? formatMoney(total, format) : product.price,
  };
}

/** What each step chose, for the review: "Progressive", "R −2.25 … · PD 63", "1.67", "Anti-reflective". */
export function reviewRows(product: LensProduct, values: LensValues): { step: Step; text: string }[] {
  const chosen = chosenLensValues(product, values);
  const usage = usageOf(values);
  const texts: Record<Exclude<Step, "review">, string> = {
    usage: usage ? USAGE_NAMES[usage] : "",
    prescription: chosen.prescription ? prescriptionText(chosen.prescription) : "",
    lens: [chosen.index?.name, chosen.tint?.name, chosen.polarised?.name].filter(Boolean).join(" · "),
    coatings: chosen.coatings.map((value) => value.name).join(" · ") || "None",
  };
  return stepsFor(product, usage).flatMap((step) => (step === "review" ? [] : [{ step, text: texts[step] }]));
}

/** The one summary line of the configuration so far. */
export function configurationSummary(product: LensProduct, values: LensValues): string {
  const chosen = chosenLensValues(product, values);
  const usage = usageOf(values);
  if (!usage) return "";
  const polarised = chosen.polarised && !/standard/i.test(chosen.polarised.name) ? ["Polarized"] : [];
  return summaryLine({
    usage,
    index: chosen.index?.name ?? null,
    extras: [...(chosen.tint ? [chosen.tint.name] : []), ...polarised, ...chosen.coatings.map((value) => value.name)],
    prescription: chosen.prescription,
  });
}

/** The contract's CartOption list for the whole configuration (docs/decisions/253-lens-options.md). */
export function cartOptionsOfConfiguration(product: LensProduct, values: LensValues): { id: string; value: string }[] {
  const chosen = chosenLensValues(product, values);
  const option = (key: LensOptionKey, value: string | undefined) => {
    const target = product.lens[key];
    return target && value ? [{ id: target.id, value }] : [];
  };
  const frame = product.frameOptions.flatMap((frameOption) => {
    const value = values.frame?.[frameOption.id]?.trim();
    return value ? [{ id: frameOption.id, value }] : [];
  });
  return [
    ...frame,
    ...option("usage", chosen.usage?.id),
    ...option("index", chosen.index?.id),
    ...option("tint", chosen.tint?.id),
    ...option("polarised", chosen.polarised?.id),
    ...option("coatings", chosen.coatings.map((value) => value.id).join("|") || undefined),
    ...option("prescription", chosen.prescription ? encodePrescription(chosen.prescription) : undefined),
    ...option("file", chosen.prescription?.source === "upload" ? chosen.prescription.file : undefined),
  ];
}

/**
 * Whether two lists of cart options say the same thing (order aside, a checkbox's "a|b" as a set):
 * "Edit lenses" with nothing changed leaves the line alone (docs/decisions/300-edit-lenses-in-place.md).
 */
export function sameCartOptions(a: readonly { id: string; value: string }[], b: readonly { id: string; value: string }[]): boolean {
  const canonical = (options: readonly { id: string; value: string }[]) =>
    options
      .map((option) => `${option.id}=${option.value.split("|").sort().join("|")}`)
      .sort()
      .join("\n");
  return canonical(a) === canonical(b);
}
