/**
 * A prescription's shapes, the usages, the one readable summary line and the "Prescription"
 * option's encoding both ways (docs/decisions/253-lens-options.md). Without zod or any other
 * import: the cart, checkout and order pages show the summary with it.
 */

export const USAGES = ["frame-only", "non-prescription", "single-vision", "reading", "progressive"] as const;
export type Usage = (typeof USAGES)[number];

/** The names the store's "Lens usage" option values carry (docs/decisions/253-lens-options.md). */
export const USAGE_NAMES: Record<Usage, string> = {
  "frame-only": "Frame only",
  "non-prescription": "Non-prescription",
  "single-vision": "Single vision distance",
  reading: "Reading",
  progressive: "Progressive",
};

export const needsPrescription = (usage: Usage) => usage === "single-vision" || usage === "reading" || usage === "progressive";
export const takesAddition = (usage: Usage) => usage === "reading" || usage === "progressive";

const MINUS = "\u2212";

/** A power as optometrists write it: sign always shown, two decimals, a true minus sign ("−2.25", "+0.50", "0.00"). */
export function formatPower(value: number): string {
  if (value === 0) return "0.00";
  return `${value < 0 ? MINUS : "+"}${Math.abs(value).toFixed(2)}`;
}

/** One eye's typed prescription, as numbers; cylinder 0 and axis null when there is none. */
export interface Eye {
  sphere: number;
  cylinder: number;
  axis: number | null;
}

export type PdValue = { kind: "single"; pd: number } | { kind: "dual"; right: number; left: number };

export interface TypedPrescription {
  right: Eye;
  left: Eye;
  addition: number | null;
  pd: PdValue;
}

export type Prescription = { source: "typed"; typed: TypedPrescription } | { source: "upload"; file: string } | { source: "later" };

// ---- The readable summary and the "Prescription" option's encoding. ----

const pdText = (pd: PdValue) => (pd.kind === "single" ? `PD ${pd.pd}` : `PD ${pd.right}/${pd.left}`);

const eyeText = (side: "R" | "L", eye: Eye) =>
  [side, formatPower(eye.sphere), ...(eye.cylinder !== 0 ? [formatPower(eye.cylinder), `×${eye.axis}`] : [])].join(" ");

/** The prescription's part of the summary: "R −2.25 −0.50 ×180 · L −2.00 · Add +2.00 · PD 63". */
export function prescriptionText(prescription: Prescription): string {
  if (prescription.source === "upload") return "Prescription uploaded";
  if (prescription.source === "later") return "Prescription to follow";
  const { right, left, addition, pd } = prescription.typed;
  return [eyeText("R", right), eyeText("L", left), ...(addition !== null ? [`Add ${formatPower(addition)}`] : []), pdText(pd)].join(" · ");
}

export interface LensSummary {
  usage: Usage;
  index?: string | null;
  /** Coatings, tint and polarisation, by their names in the store. */
  extras?: readonly string[];
  prescription?: Prescription | null;
}

/** The one line the cart, checkout and orders show: "Progressive · 1.67 · Anti-reflective · R −2.25 … · PD 63". */
export function summaryLine(summary: LensSummary): string {
  return [
    USAGE_NAMES[summary.usage],
    ...(summary.index ? [summary.index] : []),
    ...(summary.extras ?? []),
    ...(summary.prescription ? [prescriptionText(summary.prescription)] : []),
  ].join(" · ");
}

/**
 * The "Prescription" text option's value, plain ASCII a store owner reads in the admin and a
 * lab types from: "R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63" (PD "31.5/32" per eye),
 * "Uploaded" or "Send later" (docs/decisions/253-lens-options.md).
 */
export function encodePrescription(prescription: Prescription): string {
  if (prescription.source === "upload") return "Uploaded";
  if (prescription.source === "later") return "Send later";
  const { right, left, addition, pd } = prescription.typed;
  const ascii = (value: number) => formatPower(value).replace(MINUS, "-");
  const eye = (side: string, e: Eye) => [side, ascii(e.sphere), ...(e.cylinder !== 0 ? [ascii(e.cylinder), `x${e.axis}`] : [])].join(" ");
  return [eye("R", right), eye("L", left), ...(addition !== null ? [`Add ${ascii(addition)}`] : []), pdText(pd)].join("; ");
}

const POWER = String.raw`([+-]?\d+\.\d{2})`;
const EYE_PART = new RegExp(String.raw`^([RL]) ${POWER}(?: ${POWER} x(\d{1,3}))?$`);

/**
 * The reverse of encodePrescription, for "Edit lenses" and the summary: null for a text it did not
 * write (a store owner's own note stays a plain option line). `fileCode` is the "Prescription
 * file" option's value, when there is one.
 */
export function decodePrescription(value: string, fileCode = ""): Prescription | null {
  const text = value.trim();
  if (text === "Uploaded") return { source: "upload", file: fileCode };
  if (text === "Send later") return { source: "later" };
  const parts = text.split("; ");
  const eyes: Partial<Record<"R" | "L", Eye>> = {};
  let addition: number | null = null;
  let pd: PdValue | null = null;
  for (const part of parts) {
    const eye = EYE_PART.exec(part);
    if (eye) {
      const [, side, sphere, cylinder, axis] = eye;
      eyes[side as "R" | "L"] = { sphere: Number(sphere), cylinder: cylinder ? Number(cylinder) : 0, axis: axis ? Number(axis) : null };
      continue;
    }
    const add = /^Add ([+-]?\d+\.\d{2})$/.exec(part);
    if (add) {
      addition = Number(add[1]);
      continue;
    }
    const distance = /^PD (\d+(?:\.5)?)(?:\/(\d+(?:\.5)?))?$/.exec(part);
    if (distance) {
      pd = distance[2]
        ? { kind: "dual", right: Number(distance[1]), left: Number(distance[2]) }
        : { kind: "single", pd: Number(distance[1]) };
      continue;
    }
    return null;
  }
  if (!eyes.R || !eyes.L || !pd) return null;
  return { source: "typed", typed: { right: eyes.R, left: eyes.L, addition, pd } };
}

/** A typed prescription back as the form's fields, to fill the form again ("Edit lenses"). */
export function prescriptionFields(prescription: Prescription): Record<string, string> {
  if (prescription.source === "upload") return { source: "upload", fileCode: prescription.file };
  if (prescription.source === "later") return { source: "later" };
  const { right, left, addition, pd } = prescription.typed;
  const ascii = (value: number) => formatPower(value).replace(MINUS, "-");
  const eye = (side: string, e: Eye) => ({
    [`${side}Sphere`]: ascii(e.sphere),
    [`${side}Cylinder`]: e.cylinder ? ascii(e.cylinder) : "",
    [`${side}Axis`]: e.axis === null ? "" : String(e.axis),
  });
  return {
    source: "typed",
    ...eye("right", right),
    ...eye("left", left),
    addition: addition === null ? "" : ascii(addition),
    ...(pd.kind === "single"
      ? { pdKind: "single", pd: String(pd.pd) }
      : { pdKind: "dual", pdRight: String(pd.right), pdLeft: String(pd.left) }),
  };
}
