// The host's field shapes that every admin module reads the same way. The host leaves text
// out or sends null, and sends some ids, numbers and codes as strings one time and numbers
// the next: each shape below normalises one of those habits to what the pages show.
import { z } from "zod";

/** Text the host may leave out or send as null: '' then. */
export const textOrEmpty = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** A value the host sends as text or as a number (a code, a phone, an amount shown as is): text. */
export const textOrNumber = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? "" : String(value)));
