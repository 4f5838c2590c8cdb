import { z } from "zod";
import { invalid, notFound, type FieldErrors } from "./errors.ts";
import type { ApiRequest } from "./router.ts";

/**
 * Parses input with a zod schema; failures become a 422 with the first message per field (dotted
 * paths): a missing value is reported as missing, not also as badly formed.
 */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "data";
    errors[key] ??= [issue.message];
  }
  throw invalid(errors);
}

/** A positive integer path parameter; anything else is a resource that does not exist. */
export function idParam(req: ApiRequest, name = "id", message?: string): number {
  const raw = req.params[name] ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
}

/** Form values arrive as strings; JSON may send numbers or booleans. Absent means empty. */
const asText = (value: unknown) =>
  value === undefined || value === null
    ? ""
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : value;

/** A required text field: trimmed, `required` when empty or not text, `tooLong` past `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.preprocess(asText, z.string({ invalid_type_error: required }).trim().min(1, required).max(max, tooLong));

export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(asText, z.string({ invalid_type_error: tooLong }).trim().max(max, tooLong));

export const numericMessage = "Pastikan data yang diinput berupa angka";

/** A required string of digits (phone numbers, NIP): kept as text so leading zeros survive. */
export const requiredDigits = (required: string, max: number, tooLong: string) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: required })
      .trim()
      .min(1, required)
      .regex(/^\d+$/, numericMessage)
      .max(max, tooLong),
  );

/** A required positive integer id given as a form value. */
export const requiredId = (required: string) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: required })
      .trim()
      .min(1, required)
      .regex(/^\d{1,12}$/, required)
      .transform(Number),
  );

export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
