/**
 * Building blocks for the form schemas: every input is trimmed, an empty input counts as missing,
 * and each rule fails with the product's own message. Each form's schema (one file per form in this
 * folder) is shared by its route's action (parseWithZod) and its component (conform).
 */
import { z } from "zod";
import { formMessages } from "./messages";

/** Trims strings and turns blank ones into undefined, so "required" reads the same for '' and '  '. */
const blankToUndefined = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

const lengthBetween = (min: number, max: number) =>
  z.string({ error: formMessages.required }).min(min, formMessages.minLength(min)).max(max, formMessages.maxLength(max));

/** A required text of min to max characters. */
export const requiredText = (min: number, max: number) => z.preprocess(blankToUndefined, lengthBetween(min, max));

/** An optional text; when given, min to max characters. */
export const optionalText = (min: number, max: number) => z.preprocess(blankToUndefined, lengthBetween(min, max).optional());

/** Optional free text with no rule but a sanity cap (e.g. the telephone under the "no rule" reading). */
export const freeText = (max = 255) => z.preprocess(blankToUndefined, z.string().max(max, formMessages.maxLength(max)).optional());

/** A required, valid e-mail address. */
export const requiredEmail = () =>
  z.preprocess(
    blankToUndefined,
    z
      .email({ error: (issue) => (issue.input === undefined ? formMessages.required : formMessages.email) })
      .max(96, formMessages.maxLength(96)),
  );

/** A required whole number in [min, max] (e.g. a rating or a quantity). */
export const requiredInteger = (min: number, max: number, requiredMessage: string = formMessages.required) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: requiredMessage })
      .int(requiredMessage)
      .min(min, formMessages.minValue(min))
      .max(max, formMessages.maxValue(max)),
  );

/** A required choice (a select or a radio group): blank means missing. */
export const requiredChoice = (message: string = formMessages.required) => z.preprocess(blankToUndefined, z.string({ error: message }));
