/**
 * The prescription lens rules, shared by the configurator's actions and its enhanced page: usages,
 * the prescription's ranges and steps, the strength that picks a lens index
 * (docs/decisions/302-index-recommended-by-strength.md), one zod schema per step form, and the one
 * readable summary line. Pure and small: it is part of the configurator's on-demand code.
 */
import { z } from "zod";
import { LENS_MATERIAL_NAMES, type LensMaterial } from "./frame-rules";
import { formatPower, takesAddition, USAGES, type Eye, type TypedPrescription } from "./prescription";

export {
  decodePrescription,
  encodePrescription,
  formatPower,
  needsPrescription,
  prescriptionFields,
  prescriptionText,
  summaryLine,
  takesAddition,
  USAGE_NAMES,
  USAGES,
  type Eye,
  type LensSummary,
  type PdValue,
  type Prescription,
  type TypedPrescription,
  type Usage,
} from "./prescription";

/** The lens materials' names the store's "Lens index" values carry (docs/decisions/302-index-recommended-by-strength.md). */
export const LENS_INDEXES = LENS_MATERIAL_NAMES as [LensMaterial, ...LensMaterial[]];
export type LensIndex = LensMaterial;

export const SOURCES = ["typed", "upload", "later"] as const;
export type Source = (typeof SOURCES)[number];

export const RANGES = {
  sphere: { min: -20, max: 12, step: 0.25 },
  cylinder: { min: -6, max: 6, step: 0.25 },
  addition: { min: 0.75, max: 3.5, step: 0.25 },
  pd: { min: 50, max: 80, step: 0.5 },
  pdEye: { min: 25, max: 40, step: 0.5 },
} as const;

/** The prescription file's limits: what the store's uploadFile takes for a prescription. */
export const PRESCRIPTION_FILE = { maxBytes: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "application/pdf"] } as const;

const MINUS = "\u2212";

/** A typed number: "+1.25", "-2", "−2.25" (a true minus), "2,5" (a decimal comma); NaN when it is not one. */
export function readNumber(text: string | null | undefined): number {
  const cleaned = String(text ?? "")
    .trim()
    .replace(MINUS, "-")
    .replace(",", ".");
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

const onStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;
const inRange = (value: number, range: { min: number; max: number; step: number }) =>
  Number.isFinite(value) && value >= range.min - 1e-9 && value <= range.max + 1e-9 && onStep(value, range.step);

export const messages = {
  usage: "Choose how you will use your lenses.",
  sphere: `Sphere must be between ${formatPower(RANGES.sphere.min)} and ${formatPower(RANGES.sphere.max)}, in steps of 0.25.`,
  cylinder: `Cylinder must be between ${formatPower(RANGES.cylinder.min)} and ${formatPower(RANGES.cylinder.max)}, in steps of 0.25.`,
  axisRequired: "Enter the axis (1 to 180): it goes with a cylinder.",
  axis: "Axis must be a whole number from 1 to 180.",
  axisWithoutCylinder: "Leave the axis empty when the cylinder is 0.00.",
  additionRequired: "Enter the reading addition (ADD) from your prescription.",
  addition: `Addition must be between ${formatPower(RANGES.addition.min)} and ${formatPower(RANGES.addition.max)}, in steps of 0.25.`,
  additionNotTaken: "An addition is only for progressive and reading lenses.",
  pd: "Pupillary distance must be between 50 and 80 mm, in steps of 0.5.",
  pdEye: "Each eye's pupillary distance must be between 25 and 40 mm, in steps of 0.5.",
  source: "Choose how you will give us your prescription.",
  fileRequired: "Choose your prescription's file (JPEG, PNG or PDF).",
  fileType: "Your prescription must be a JPEG, PNG or PDF file.",
  fileSize: "Your prescription's file must be 5 MB or less.",
  index: "Choose a lens material that suits your prescription.",
  choice: "Choose one of the options shown.",
};

/**
 * The strength that picks the lens index: the largest absolute power of any meridian of either
 * eye, the sphere alone or sphere plus cylinder (docs/decisions/252-lens-index-by-strength.md).
 */
export function strengthOf(prescription: Pick<TypedPrescription, "right" | "left">): number {
  return Math.max(...[prescription.right, prescription.left].flatMap((eye) => [Math.abs(eye.sphere), Math.abs(eye.sphere + eye.cylinder)]));
}

// ---- The step forms: one schema each, the same in the action and the enhanced page. ----

const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().optional());

export const usageSchema = z.object({ usage: z.enum(USAGES, { error: messages.usage }) });

/** The eye fields of a typed prescription, named `${eye}Sphere` and so on. */
const eyeFields = (eye: "right" | "left") => ({
  [`${eye}Sphere`]: text,
  [`${eye}Cylinder`]: text,
  [`${eye}Axis`]: text,
});

export const prescriptionSchema = z
  .object({
    usage: z.enum(USAGES),
    source: z.enum(SOURCES, { error: messages.source }),
    ...eyeFields("right"),
    ...eyeFields("left"),
    addition: text,
    pdKind: z.enum(["single", "dual"]).default("single"),
    pd: text,
    pdRight: text,
    pdLeft: text,
    /** The upload's code once the file is stored (the file itself is posted as `file`). */
    fileCode: text,
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const values = form as Record<string, string | undefined>;
    if (form.source !== "typed") {
      if (form.source === "upload" && !form.fileCode) issue("file", messages.fileRequired);
      return;
    }
    for (const eye of ["right", "left"] as const) {
      const sphere = readNumber(values[`${eye}Sphere`]);
      if (!inRange(sphere, RANGES.sphere)) issue(`${eye}Sphere`, messages.sphere);
      const cylinderText = values[`${eye}Cylinder`] ?? "";
      const cylinder = cylinderText === "" ? 0 : readNumber(cylinderText);
      if (!inRange(cylinder, RANGES.cylinder)) issue(`${eye}Cylinder`, messages.cylinder);
      const axisText = values[`${eye}Axis`] ?? "";
      if (cylinder !== 0 && axisText === "") issue(`${eye}Axis`, messages.axisRequired);
      else if (cylinder === 0 && axisText !== "") issue(`${eye}Axis`, messages.axisWithoutCylinder);
      else if (axisText !== "" && !/^\d{1,3}$/.test(axisText)) issue(`${eye}Axis`, messages.axis);
      else if (axisText !== "" && (Number(axisText) < 1 || Number(axisText) > 180)) issue(`${eye}Axis`, messages.axis);
    }
    if (takesAddition(form.usage)) {
      if (!form.addition) issue("addition", messages.additionRequired);
      else if (!inRange(readNumber(form.addition), RANGES.addition)) issue("addition", messages.addition);
    } else if (form.addition) issue("addition", messages.additionNotTaken);
    if (form.pdKind === "single") {
      if (!inRange(readNumber(form.pd), RANGES.pd)) issue("pd", messages.pd);
    } else {
      if (!inRange(readNumber(form.pdRight), RANGES.pdEye)) issue("pdRight", messages.pdEye);
      if (!inRange(readNumber(form.pdLeft), RANGES.pdEye)) issue("pdLeft", messages.pdEye);
    }
  });

export type PrescriptionForm = z.infer<typeof prescriptionSchema>;

/** A valid typed form as numbers (the schema has passed). */
export function typedPrescriptionOf(form: PrescriptionForm): TypedPrescription {
  const values = form as Record<string, string | undefined>;
  const eye = (side: "right" | "left"): Eye => {
    const cylinder = values[`${side}Cylinder`] ? readNumber(values[`${side}Cylinder`]) : 0;
    return {
      sphere: readNumber(values[`${side}Sphere`]),
      cylinder,
      axis: cylinder !== 0 ? Number(values[`${side}Axis`]) : null,
    };
  };
  return {
    right: eye("right"),
    left: eye("left"),
    addition: takesAddition(form.usage) && form.addition ? readNumber(form.addition) : null,
    pd:
      form.pdKind === "dual"
        ? { kind: "dual", right: readNumber(form.pdRight), left: readNumber(form.pdLeft) }
        : { kind: "single", pd: readNumber(form.pd) },
  };
}

/** A file the shopper chose, checked before it is sent (the store checks it again). */
export function fileProblem(file: { size: number; type: string } | null): string | null {
  if (!file || file.size === 0) return messages.fileRequired;
  if (!(PRESCRIPTION_FILE.types as readonly string[]).includes(file.type)) return messages.fileType;
  if (file.size > PRESCRIPTION_FILE.maxBytes) return messages.fileSize;
  return null;
}

/** The lens step: a material the shop knows; what the frame and the prescription allow is checked beside it (frame-rules.ts). */
export const lensSchema = (required: boolean) =>
  z.object({
    index: required ? z.enum(LENS_INDEXES, { error: messages.index }) : z.enum(LENS_INDEXES, { error: messages.index }).optional(),
  });
