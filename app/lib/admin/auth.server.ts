// The buyer's account calls: sign-in, registration, password recovery (000 §7) and the
// institution data of the dashboard and the profile edit page (001 §7).
import { z } from "zod";
import { AdminError, adminClient, file, numeric } from "~/lib/admin/client.server";
import { publicUrl } from "~/lib/public-url.server";
import { textOrEmpty } from "./fields.server";

const anything = z.unknown();
const messageBody = z.object({ message: z.string() }).transform((body) => body.message);

// The answer carries the token and the customer (docs/admin-api.md, "Auth & customer").
const signInBody = z
  .object({ token: z.string().min(1), data: z.object({ id: numeric, username: z.string() }) })
  .transform((body) => ({ token: body.token, userId: body.data.id, username: body.data.username }));

export type SignIn = z.infer<typeof signInBody>;

/** customer/login's fields: `email` holds an email or a username. */
export type Credentials = { email: string; password: string };

/** POST customer/login with an email or a username. A refusal throws with the host's message. */
export async function signIn(request: Request, input: Credentials): Promise<SignIn> {
  const admin = await adminClient(request);
  return admin.postForm("customer/login", { email: input.email, password: input.password }, signInBody);
}

/**
 * POST customer/logout: the host deletes this session's token, so a copy of the cookie opens
 * nothing afterwards. Never throws: the buyer is signed out here whatever the host answers (a
 * host that is down or slow, or a token that had already ended).
 */
export async function signOut(request: Request): Promise<void> {
  const admin = await adminClient(request);
  try {
    await admin.postForm("customer/logout", {}, anything);
  } catch (error) {
    // A thrown Response is a 401 (the token had ended) or a host failure the client logged already.
    if (!(error instanceof Response)) console.error("[logout] the host kept the token:", error);
  }
}

/** customer/create's fields (000 §5 registration form); `setuju` is the terms box, "on" when ticked. */
export type Registration = Record<
  | "username"
  | "name"
  | "instance_name"
  | "email"
  | "password"
  | "password_confirmation"
  | "phone"
  | "birthdate"
  | "lspe"
  | "kldi"
  | "gender"
  | "province_id"
  | "district_id"
  | "sub_district_id"
  | "address"
  | "nip"
  | "name_pp"
  | "name_ppk"
  | "satker"
  | "receipt_name"
  | "receipt_phone_number"
  | "setuju",
  string
>;

/** POST customer/create; the verification mail's link verifies on the host, which then sends the
 *  buyer to /login?terverifikasi=1 on this site, where the page says that it worked. */
export async function register(request: Request, input: Registration): Promise<void> {
  const admin = await adminClient(request);
  const { setuju, ...fields } = input;
  await admin.postForm(
    "customer/create",
    {
      ...fields,
      setuju: setuju === "on" ? 1 : 0,
      login_redirect_url: publicUrl("/login?terverifikasi=1"),
    },
    anything,
  );
}

/** POST customer/forget-password: mails a link to /reset-password on this site. */
export async function requestPasswordReset(request: Request, input: { email: string }): Promise<void> {
  const admin = await adminClient(request);
  const redirectUrl = publicUrl("/reset-password");
  await admin.postForm(
    `customer/forget-password?${new URLSearchParams({ redirect_url: redirectUrl })}`,
    input,
    anything,
  );
}

/** customer/reset-password's fields: the mailed link's token and the new password, twice. */
export type PasswordReset = { token: string; email: string; password: string; password_confirmation: string };

/** POST customer/reset-password with the token of the mailed link; answers the host's message. */
export async function resetPassword(request: Request, input: PasswordReset): Promise<string> {
  const admin = await adminClient(request);
  return admin.postForm("customer/reset-password", input, messageBody);
}

const customerSchema = z.object({
  name: textOrEmpty,
  username: textOrEmpty,
  instance_name: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
  address: textOrEmpty,
  nip: textOrEmpty,
  name_pp: textOrEmpty,
  name_ppk: textOrEmpty,
  birthdate: textOrEmpty,
  // 001 §3: true/1 male, false/0 female; as the form's "1"/"0", "" when unknown.
  gender: z
    .union([z.boolean(), z.number(), z.string()])
    .nullish()
    .transform((value) =>
      value === true || String(value) === "1" ? "1" : value === false || String(value) === "0" ? "0" : "",
    ),
  kldi: textOrEmpty,
  lspe: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? "" : String(value))),
  image: file,
});
export type CustomerData = z.infer<typeof customerSchema>;

const customerBody = z.object({ customer: customerSchema }).transform((b) => b.customer);

/** GET customer/data-customer/{userId}: the institution data of the dashboard and the profile form. */
export async function getCustomerData(request: Request, userId: number): Promise<CustomerData> {
  const admin = await adminClient(request);
  return admin.get(`customer/data-customer/${userId}`, customerBody);
}

/** The text fields of the data-customer update (001 §7). */
export type CustomerUpdate = {
  name: string;
  username?: string;
  instance_name?: string;
  birthdate: string;
  gender?: string;
  kldi?: string;
  lspe?: string;
  email: string;
  phone: string;
  nip: string;
  name_pp: string;
  name_ppk: string;
  password?: string;
  password_confirmation?: string;
};

/** The update's text fields from what the host has now (for a password change, which sends them all). */
export function updateFrom(customer: CustomerData): CustomerUpdate {
  const { name, username, instance_name, birthdate, gender, kldi, lspe, email, phone, nip } = customer;
  return {
    name,
    username,
    instance_name,
    birthdate,
    gender,
    kldi,
    lspe,
    email,
    phone,
    nip,
    name_pp: customer.name_pp,
    name_ppk: customer.name_ppk,
  };
}

/**
 * POST customer/data-customer/update/{userId} (multipart, _method=PUT) with an optional photo.
 * Success is status "Success" (001 §7); a 422 throws AdminValidationError, whose `email` error
 * is the one the page shows first (001 §8).
 */
export async function updateCustomerData(
  request: Request,
  userId: number,
  fields: CustomerUpdate,
  photo?: { blob: Blob; filename: string },
): Promise<CustomerData> {
  const admin = await adminClient(request);
  const body = new FormData();
  body.set("_method", "PUT");
  for (const [name, value] of Object.entries(fields)) {
    // An empty optional field is left out: the host keeps what it has.
    if (value !== undefined && value !== "") body.set(name, value);
  }
  if (photo) body.set("image", photo.blob, photo.filename);
  const answer = await admin.postMultipart(
    `customer/data-customer/update/${userId}`,
    body,
    z.object({
      status: z.string().optional(),
      message: z.string().optional(),
      customer: customerSchema.optional(),
    }),
  );
  if (answer.status !== "Success" || !answer.customer) throw new AdminError(200, answer.message ?? "");
  return answer.customer;
}
