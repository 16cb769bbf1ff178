/** Parses fields with a form schema as the account actions do (conform + zod): the errors, or the parsed value. */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

export function errorsOf(schema: z.ZodTypeAny, fields: Record<string, string>): Record<string, string[] | null> {
  const submission = parseWithZod(formData(fields), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

export function valueOf(schema: z.ZodTypeAny, fields: Record<string, string>): unknown {
  const submission = parseWithZod(formData(fields), { schema });
  if (submission.status !== "success") throw new Error(`Expected a valid form: ${JSON.stringify(submission.reply().error)}`);
  return submission.value;
}
