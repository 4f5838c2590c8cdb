import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AlertDialog } from "~/components/buying/Dialog";
import { Field } from "~/components/FormField";
import type { CustomerData } from "~/lib/admin/auth.server";
import type { ProfileAnswer } from "~/lib/profile/edit.server";
import type { ProfileInput } from "~/lib/schemas/profile";
import { PROFILE_LABELS, PROFILE_MAX, type ProfileField } from "~/lib/schemas/profile-fields";
import { PhotoField } from "./PhotoField";

type Props = {
  customer: CustomerData;
  constraint: ReturnType<typeof getZodConstraint>;
  answer: ProfileAnswer | undefined;
};

type TextType = "text" | "email" | "date";

/** 001 §2 Profile edit: the data-customer form (001 §7) with the photo, prefilled from the host. */
export function ProfileForm({ customer, constraint, answer }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const { image, address: _address, ...values } = customer;
  const [form, fields] = useForm<ProfileInput>({
    defaultValue: values,
    lastResult: answer?.result,
    constraint,
  });

  const input = (
    name: ProfileField,
    type: TextType = "text",
    extra: { autoComplete?: string; numeric?: boolean } = {},
  ) => (
    <Field label={PROFILE_LABELS[name]} field={fields[name]}>
      <input
        {...getInputProps(fields[name], { type })}
        maxLength={type === "date" ? undefined : PROFILE_MAX[name]}
        inputMode={extra.numeric ? "numeric" : undefined}
        pattern={extra.numeric ? "[0-9]*" : undefined}
        autoComplete={extra.autoComplete}
      />
    </Field>
  );

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="profile-form"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="profil" />
        <PhotoField
          current={image}
          initial={(customer.name || customer.email).charAt(0).toUpperCase()}
          error={answer?.result.error?.image?.[0]}
        />
        <div className="profile-grid">
          {input("name", "text", { autoComplete: "organization" })}
          {input("username", "text", { autoComplete: "username" })}
          {input("instance_name")}
          {input("email", "email", { autoComplete: "email" })}
          {input("phone", "text", { autoComplete: "tel", numeric: true })}
          {input("birthdate", "date", { autoComplete: "bday" })}
          <Field label={PROFILE_LABELS.gender} field={fields.gender}>
            <select {...getSelectProps(fields.gender)}>
              <option value="">- Pilih Jenis Kelamin -</option>
              <option value="1">Laki-laki</option>
              <option value="0">Perempuan</option>
            </select>
          </Field>
          {input("nip", "text", { numeric: true })}
          {input("kldi")}
          {input("lspe", "text", { numeric: true })}
          {input("name_pp")}
          {input("name_ppk")}
        </div>
        <div className="form-actions">
          <Link to="?modal=sandi" role="button" className="secondary" preventScrollReset>
            Ubah Kata Sandi
          </Link>
          <button type="submit" disabled={saving} aria-busy={saving || undefined}>
            Simpan
          </button>
        </div>
      </Form>
      {saving ? (
        <div className="busy-overlay" role="status">
          <p aria-busy="true">Mohon tunggu, data sedang diproses</p>
        </div>
      ) : null}
      {answer?.failure ? (
        <AlertDialog key={answer.attempt} id="profile-failure" title="Ooops" message={answer.failure} />
      ) : null}
    </>
  );
}
