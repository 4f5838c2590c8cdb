// Sign-in and password recovery forms (000 §5), shared by the actions and `useForm`.
import { z } from "zod";

export const PASSWORD_MIN = 8;

/** 000 §8: what the forgot-password page says once the host accepted the email. */
export const RESET_MAIL_SENT = "Silahkan periksa email Anda";

/** A required text; conform turns an empty field into undefined, `trim` catches blanks. */
export const requiredText = (message: string) => z.string({ required_error: message }).trim().min(1, message);

export const passwordField = (requiredMessage: string) =>
  z.string({ required_error: requiredMessage }).min(PASSWORD_MIN, "Kata sandi minimal memiliki 8 karakter");

export const emailField = (requiredMessage: string) =>
  requiredText(requiredMessage).pipe(z.string().email("Format email salah"));

export const CONFIRMATION_MISMATCH = "Konfirmasi kata sandi tidak sama dengan password";

const filled = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * `form` with the confirmation check of 000 §5 in front of it. A refine on the object would
 * run only once every other field is valid; this check sees the submitted values first, so
 * the mismatch shows whenever both passwords are filled and differ, beside any other error.
 */
export function withPasswordConfirmation<Form extends z.ZodTypeAny>(form: Form) {
  return z.preprocess((value, ctx) => {
    const fields = (value ?? {}) as { password?: unknown; password_confirmation?: unknown };
    const { password, password_confirmation: confirmation } = fields;
    if (filled(password) && filled(confirmation) && password !== confirmation) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: CONFIRMATION_MISMATCH,
        path: ["password_confirmation"],
      });
    }
    return value;
  }, form);
}

export const loginSchema = z.object({
  /** Email or username: the host accepts either in its `email` field. */
  email: requiredText("Email / Username tidak boleh kosong"),
  password: passwordField("Kata sandi tidak boleh kosong"),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({
  email: emailField("Email tidak boleh kosong"),
});

export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    token: requiredText("Tautan reset kata sandi tidak valid"),
    email: emailField("Email tidak boleh kosong"),
    password: passwordField("Kata sandi tidak boleh kosong"),
    password_confirmation: z.string({ required_error: "Konfirmasi kata sandi tidak boleh kosong" }),
  }),
);
