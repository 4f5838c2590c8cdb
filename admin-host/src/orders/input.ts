import { z } from "zod";

/** Form values arrive as strings, JSON values as numbers or strings; both become trimmed text ("" when absent). */
const asText = (value: unknown) => {
  if (value === undefined || value === null) return "";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : value;
};

const notText = "Data tidak valid";

/** Required text with a maximum length. */
export const text = (required: string, max: number, tooLong: string) =>
  z.preprocess(asText, z.string({ invalid_type_error: notText }).min(1, required).max(max, tooLong));

/** Optional text ("" when absent) with a maximum length. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(asText, z.string({ invalid_type_error: notText }).max(max, tooLong));

export interface DigitMessages {
  required: string;
  notDigits: string;
  tooLong?: string;
}

/** Digits only, up to `maxDigits`, as text (NIPs, account numbers keep leading zeros). */
export const digitText = (messages: DigitMessages, maxDigits: number) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: messages.notDigits })
      .min(1, messages.required)
      .regex(/^\d+$/, messages.notDigits)
      .max(maxDigits, messages.tooLong ?? messages.notDigits),
  );

/** A whole number of at most `maxDigits` digits. */
export const wholeNumber = (messages: DigitMessages, maxDigits: number) =>
  digitText(messages, maxDigits).transform(Number);

/** A positive id given as a number or a string of digits. */
export const id = (required: string) =>
  wholeNumber({ required, notDigits: required }, 15).refine((value) => value >= 1, required);

/** Empty means "cancel" (null); otherwise a whole number of at most `maxDigits` digits. */
export const optionalAmount = (messages: Omit<DigitMessages, "required">, maxDigits: number) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: messages.notDigits })
      .regex(/^\d*$/, messages.notDigits)
      .max(maxDigits, messages.tooLong ?? messages.notDigits)
      .transform((value) => (value === "" ? null : Number(value))),
  );
