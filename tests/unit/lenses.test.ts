import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { lensOptionsOf } from "~/lib/lenses/option-names";
import { awaitsPrescription, lineLensesOf, optionsForDisplay } from "~/lib/lenses/options";
import {
  decodePrescription,
  encodePrescription,
  fileProblem,
  formatPower,
  lensSchema,
  messages,
  prescriptionFields,
  prescriptionSchema,
  strengthOf,
  summaryLine,
  typedPrescriptionOf,
  usageSchema,
  type Prescription,
} from "~/lib/lenses/rules";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** A valid typed single vision form, with `changes` applied. */
const typed = (changes: Record<string, string> = {}) => ({
  usage: "single-vision",
  source: "typed",
  rightSphere: "-2.25",
  rightCylinder: "-0.50",
  rightAxis: "180",
  leftSphere: "-2.00",
  leftCylinder: "",
  leftAxis: "",
  pdKind: "single",
  pd: "63",
  ...changes,
});

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: prescriptionSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

const accepts = (changes: Record<string, string>) => expect(errorsOf(typed(changes))).toEqual({});
const refuses = (changes: Record<string, string>, field: string, message: string) =>
  expect(errorsOf(typed(changes))).toEqual({ [field]: [message] });

describe("lens usage", () => {
  it("takes one of the five usages and refuses anything else", () => {
    expect(parseWithZod(form({ usage: "progressive" }), { schema: usageSchema }).status).toBe("success");
    const refused = parseWithZod(form({ usage: "bifocal" }), { schema: usageSchema });
    expect(refused.status === "error" && refused.reply().error).toEqual({ usage: [messages.usage] });
  });
});

describe("prescription rules, just inside and just outside each boundary", () => {
  it("sphere −20.00 to +12.00 in 0.25 steps", () => {
    accepts({ rightSphere: "-20.00" });
    accepts({ rightSphere: "+12.00" });
    accepts({ rightSphere: "−19.75" });
    accepts({ rightSphere: "0" });
    refuses({ rightSphere: "-20.25" }, "rightSphere", messages.sphere);
    refuses({ rightSphere: "+12.25" }, "rightSphere", messages.sphere);
    refuses({ rightSphere: "-2.10" }, "rightSphere", messages.sphere);
    refuses({ rightSphere: "" }, "rightSphere", messages.sphere);
    refuses({ rightSphere: "abc" }, "rightSphere", messages.sphere);
  });

  it("cylinder −6.00 to +6.00 in 0.25 steps", () => {
    accepts({ leftCylinder: "-6.00", leftAxis: "90" });
    accepts({ leftCylinder: "+6.00", leftAxis: "90" });
    refuses({ leftCylinder: "-6.25", leftAxis: "90" }, "leftCylinder", messages.cylinder);
    refuses({ leftCylinder: "+6.25", leftAxis: "90" }, "leftCylinder", messages.cylinder);
    refuses({ leftCylinder: "0.30", leftAxis: "90" }, "leftCylinder", messages.cylinder);
  });

  it("axis a whole 1–180, required with a cylinder and refused without one", () => {
    accepts({ rightAxis: "1" });
    accepts({ rightAxis: "180" });
    refuses({ rightAxis: "0" }, "rightAxis", messages.axis);
    refuses({ rightAxis: "181" }, "rightAxis", messages.axis);
    refuses({ rightAxis: "90.5" }, "rightAxis", messages.axis);
    refuses({ rightAxis: "" }, "rightAxis", messages.axisRequired);
    refuses({ leftAxis: "90" }, "leftAxis", messages.axisWithoutCylinder);
    refuses({ rightCylinder: "0.00", rightAxis: "180" }, "rightAxis", messages.axisWithoutCylinder);
  });

  it("addition +0.75 to +3.50 in 0.25 steps, required for progressive and reading, refused otherwise", () => {
    accepts({ usage: "progressive", addition: "+0.75" });
    accepts({ usage: "reading", addition: "+3.50" });
    refuses({ usage: "progressive", addition: "+0.50" }, "addition", messages.addition);
    refuses({ usage: "progressive", addition: "+3.75" }, "addition", messages.addition);
    refuses({ usage: "reading", addition: "+1.10" }, "addition", messages.addition);
    refuses({ usage: "progressive" }, "addition", messages.additionRequired);
    refuses({ usage: "single-vision", addition: "+2.00" }, "addition", messages.additionNotTaken);
  });

  it("PD 50–80 as one number or 25–40 per eye, in 0.5 steps", () => {
    accepts({ pd: "50" });
    accepts({ pd: "80" });
    accepts({ pd: "63.5" });
    refuses({ pd: "49.5" }, "pd", messages.pd);
    refuses({ pd: "80.5" }, "pd", messages.pd);
    refuses({ pd: "63.2" }, "pd", messages.pd);
    accepts({ pdKind: "dual", pd: "", pdRight: "25", pdLeft: "40" });
    refuses({ pdKind: "dual", pd: "", pdRight: "24.5", pdLeft: "32" }, "pdRight", messages.pdEye);
    refuses({ pdKind: "dual", pd: "", pdRight: "32", pdLeft: "40.5" }, "pdLeft", messages.pdEye);
  });

  it("an uploaded prescription needs its file, one sent later needs nothing", () => {
    expect(errorsOf({ usage: "progressive", source: "later" })).toEqual({});
    expect(errorsOf({ usage: "progressive", source: "upload" })).toEqual({ file: [messages.fileRequired] });
    expect(errorsOf({ usage: "progressive", source: "upload", fileCode: "abc" })).toEqual({});
    expect(errorsOf({ usage: "progressive" })).toEqual({ source: [messages.source] });
  });

  it("checks the file's type and its 5 MB limit", () => {
    const mb = 1024 * 1024;
    expect(fileProblem({ size: 5 * mb, type: "application/pdf" })).toBeNull();
    expect(fileProblem({ size: 1, type: "image/png" })).toBeNull();
    expect(fileProblem({ size: 100, type: "image/jpeg" })).toBeNull();
    expect(fileProblem({ size: 5 * mb + 1, type: "image/jpeg" })).toBe(messages.fileSize);
    expect(fileProblem({ size: 100, type: "image/gif" })).toBe(messages.fileType);
    expect(fileProblem({ size: 0, type: "image/png" })).toBe(messages.fileRequired);
    expect(fileProblem(null)).toBe(messages.fileRequired);
  });
});

describe("lens index by strength", () => {
  it("takes the strongest meridian of either eye, sphere or sphere plus cylinder", () => {
    const eye = (sphere: number, cylinder = 0) => ({ sphere, cylinder, axis: cylinder ? 90 : null });
    expect(strengthOf({ right: eye(-2.25, -0.5), left: eye(-2) })).toBe(2.75);
    expect(strengthOf({ right: eye(+3, -4), left: eye(1) })).toBe(3);
    expect(strengthOf({ right: eye(0), left: eye(-1, +4) })).toBe(3);
  });

  it("knows the lens materials by the store's value names; another name is no choice", () => {
    expect(lensSchema(true).safeParse({ index: "Polycarbonate" }).success).toBe(true);
    const refused = lensSchema(true).safeParse({ index: "1.56" });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(messages.index);
    expect(lensSchema(false).safeParse({}).success).toBe(true);
  });
});

const progressive: Prescription = {
  source: "typed",
  typed: {
    right: { sphere: -2.25, cylinder: -0.5, axis: 180 },
    left: { sphere: -2, cylinder: 0, axis: null },
    addition: 2,
    pd: { kind: "single", pd: 63 },
  },
};

describe("summary line", () => {
  it("reads as an optician writes it, with true minus signs", () => {
    expect(summaryLine({ usage: "progressive", index: "1.67", extras: ["Anti-reflective"], prescription: progressive })).toBe(
      "Progressive · 1.67 · Anti-reflective · R −2.25 −0.50 ×180 · L −2.00 · Add +2.00 · PD 63",
    );
    expect(summaryLine({ usage: "frame-only" })).toBe("Frame only");
    expect(summaryLine({ usage: "single-vision", index: "1.50", prescription: { source: "later" } })).toBe(
      "Single vision distance · 1.50 · Prescription to follow",
    );
    expect(formatPower(0)).toBe("0.00");
    expect(formatPower(0.25)).toBe("+0.25");
  });
});

describe("the Prescription option's encoding", () => {
  it("goes both ways for typed, per-eye PD, uploaded and later prescriptions", () => {
    expect(encodePrescription(progressive)).toBe("R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63");
    expect(decodePrescription("R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63")).toEqual(progressive);
    const dual: Prescription = {
      source: "typed",
      typed: {
        right: { sphere: 12, cylinder: 6, axis: 1 },
        left: { sphere: -20, cylinder: 0, axis: null },
        addition: null,
        pd: { kind: "dual", right: 31.5, left: 32 },
      },
    };
    expect(encodePrescription(dual)).toBe("R +12.00 +6.00 x1; L -20.00; PD 31.5/32");
    expect(decodePrescription(encodePrescription(dual))).toEqual(dual);
    expect(decodePrescription(encodePrescription({ source: "later" }))).toEqual({ source: "later" });
    expect(decodePrescription(encodePrescription({ source: "upload", file: "c0de" }), "c0de")).toEqual({ source: "upload", file: "c0de" });
    expect(decodePrescription("Please call me about it")).toBeNull();
  });

  it("fills the form again with what it held, and the form gives it back", () => {
    const fields = { usage: "progressive", ...prescriptionFields(progressive) };
    const submission = parseWithZod(form(fields), { schema: prescriptionSchema });
    expect(submission.status === "success" && typedPrescriptionOf(submission.value)).toEqual(progressive.typed);
  });
});

describe("the lens options' naming convention", () => {
  const line = [
    { name: "Frame size", value: "Medium" },
    { name: "Lens usage", value: "Progressive" },
    { name: "Lens index", value: "1.67" },
    { name: "Lens coatings", value: "Anti-reflective" },
    { name: "Prescription", value: "R -2.25 -0.50 x180; L -2.00; Add +2.00; PD 63" },
  ];

  it("finds a frame's lens options by name; a frame without Lens usage is not Rx-able", () => {
    expect(lensOptionsOf([{ name: "Frame size" }, { name: "Lens usage" }, { name: "Prescription file" }])).toEqual({
      usage: { name: "Lens usage" },
      file: { name: "Prescription file" },
    });
    expect(lensOptionsOf([{ name: "Frame size" }, { name: "Lens coatings" }])).toBeNull();
  });

  it("folds a line's lens options into one readable entry", () => {
    expect(optionsForDisplay(line)).toEqual([
      { name: "Lenses", value: "Progressive · 1.67 · Anti-reflective · R −2.25 −0.50 ×180 · L −2.00 · Add +2.00 · PD 63" },
      { name: "Frame size", value: "Medium" },
    ]);
    expect(lineLensesOf(line)?.prescription).toEqual(progressive);
    const plain = [{ name: "Frame size", value: "Small" }];
    expect(optionsForDisplay(plain)).toEqual(plain);
  });

  it("names sun lenses' tint and polarisation, and keeps a prescription note it did not write", () => {
    const sun = [
      { name: "Lens usage", value: "Single vision distance" },
      { name: "Lens tint", value: "Smoke grey" },
      { name: "Polarized lenses", value: "Polarized" },
      { name: "Prescription", value: "see my email" },
    ];
    expect(optionsForDisplay(sun)).toEqual([
      { name: "Lenses", value: "Single vision distance · Smoke grey · Polarized" },
      { name: "Prescription", value: "see my email" },
    ]);
  });
});

describe("an order line waiting for its prescription (docs/decisions/303-send-later-instructions.md)", () => {
  it("is one whose Prescription says Send later, and no other", () => {
    const lens = (prescription: string) => [
      { name: "Lens usage", value: "Single vision distance" },
      { name: "Prescription", value: prescription },
    ];
    expect(awaitsPrescription(lens("Send later"))).toBe(true);
    expect(awaitsPrescription(lens("Uploaded"))).toBe(false);
    expect(awaitsPrescription(lens("R -2.25 -0.50 x180; L -2.00; PD 63"))).toBe(false);
    expect(awaitsPrescription([{ name: "Frame size", value: "Small" }])).toBe(false);
  });
});
