import { getZodConstraint } from "@conform-to/zod";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { answerFields } from "~/components/ui/answerFields";
import { AuthPage } from "~/features/auth/AuthPage";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { RegionFields } from "~/components/ui/RegionFields";
import { loadRegions } from "~/lib/admin/regions.server";
import { loadAuthPage } from "~/features/auth/auth-pages.server";
import { replyFor } from "~/lib/forms/answer";
import { keepRetryAfter } from "~/lib/http.server";
import { registerSchema } from "~/features/auth/register-schema";
import { REGISTER_MAX, registerLabels, type RegisterField } from "~/features/auth/register-fields";
import { REGISTER_FORM } from "~/features/auth/forms";
import { registerAction } from "~/features/auth/register-action.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "auth");

export const handle: RouteHandle = { bare: true };
export const headers = keepRetryAfter;
export const meta: MetaFunction = () => [{ title: pageTitle("Daftar") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, regions] = await Promise.all([loadAuthPage(request, "Registration Page"), loadRegions({})]);
  return { ...page, regions, constraint: getZodConstraint(registerSchema) };
}

export const action = registerAction;

export default function Register() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const field = answerFields(REGISTER_FORM, replyFor(actionData, REGISTER_FORM), {}, loaderData.constraint);

  const input = (
    name: RegisterField,
    type: "text" | "email" | "password" | "date" = "text",
    autoComplete?: string,
    inputMode?: "numeric",
  ) => {
    const { meta, props, limits } = field(name);
    return (
      <Field label={registerLabels[name]} field={meta}>
        <input {...props} {...limits} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      </Field>
    );
  };
  const digits = (name: RegisterField, autoComplete?: string) => input(name, "text", autoComplete, "numeric");
  const address = field("address");
  // A checkbox shows what was sent by being ticked again ("on"), not by a value.
  const { props: agreementProps, meta: agreementMeta } = field("setuju");
  const { defaultValue: agreed, ...agreement } = agreementProps;

  return (
    <AuthPage banner={loaderData.banner} honeypot={loaderData.honeypot} title="Daftar">
      <FormAnswer answer={actionData} intent={REGISTER_FORM} formId={REGISTER_FORM} />
      <Form method="post" id={REGISTER_FORM} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs />

        <fieldset>
          <legend>Data Akun</legend>
          <div className="auth-grid">
            {input("username", "text", "username")}
            {input("email", "email", "email")}
            {input("password", "password", "new-password")}
            {input("password_confirmation", "password", "new-password")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Data Pribadi</legend>
          <div className="auth-grid">
            {input("birthdate", "date", "bday")}
            <Field label={registerLabels.gender} field={field("gender").meta}>
              <select {...field("gender").props}>
                <option value="">- Pilih Jenis Kelamin -</option>
                <option value="1">Laki-laki</option>
                <option value="0">Perempuan</option>
              </select>
            </Field>
            {digits("phone", "tel")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Data Instansi</legend>
          <div className="auth-grid">
            {input("name", "text", "organization")}
            {input("instance_name")}
            {input("kldi")}
            {digits("lspe")}
            {input("satker")}
            {digits("nip")}
            {input("name_pp")}
            {input("name_ppk")}
          </div>
        </fieldset>

        <fieldset>
          <legend>Alamat Pengiriman</legend>
          <div className="auth-grid">
            <RegionFields
              province={field("province_id").meta}
              district={field("district_id").meta}
              subDistrict={field("sub_district_id").meta}
              lists={actionData?.regions ?? loaderData.regions}
            />
            {input("receipt_name")}
            {digits("receipt_phone_number", "tel")}
          </div>
          <Field label={registerLabels.address} field={address.meta}>
            <textarea
              {...address.props}
              minLength={address.limits.minLength}
              rows={3}
              maxLength={REGISTER_MAX.address}
            />
          </Field>
        </fieldset>

        <label htmlFor={agreement.id}>
          <input {...agreement} type="checkbox" value="on" defaultChecked={agreed === "on"} /> Saya sudah
          membaca dan menyetujui{" "}
          <Link to="/term-condition" target="_blank">
            syarat dan ketentuan
          </Link>{" "}
          yang berlaku.
        </label>
        {agreementMeta.errors && (
          <p id={agreementMeta.errorId} className="form-alert" role="alert">
            {agreementMeta.errors[0]}
          </p>
        )}

        <button type="submit" aria-busy={busy || undefined} disabled={busy}>
          Daftar
        </button>
      </Form>
      <p>
        Sudah punya akun? <Link to="/login">Masuk</Link>
      </p>
    </AuthPage>
  );
}
