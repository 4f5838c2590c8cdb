import { Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/ui/FormField";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { UploadForm } from "~/components/ui/upload";
import type { CustomerData } from "~/lib/admin/auth.server";
import { intentField, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { BUSY_TEXT, OK } from "~/lib/forms/texts";
import { PROFILE_LABELS, PROFILE_MAX, PROFILE_REQUIRED, type ProfileField } from "~/features/profile/fields";
import type { ProfileAction } from "~/features/profile/schema";
import { answerFields } from "~/components/ui/answerFields";
import { EDIT_PATH } from "~/features/profile/paths";
import { PhotoField } from "./PhotoField";

type Props = {
  customer: CustomerData;
  answer: Answer | undefined;
  /** Gets the refusal the upload script received (UploadForm's onRefused). */
  onRefused: (answer: Answer) => void;
};

type TextType = "text" | "email" | "date";

/** 001 §2 Profile edit: the data-customer form (001 §7) with the photo, prefilled from the host. */
export function ProfileForm({ customer, answer, onRefused }: Props) {
  // With JavaScript the upload script sends the form (the overlay then shows through CSS while
  // the form is aria-busy) and navigates to the success dialog: busy until it has loaded.
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.location.pathname === EDIT_PATH &&
    navigation.location.search === `?berhasil=profil`;
  const { image, address: _address, ...values } = customer;
  const reply = replyFor(answer, "profil");
  const field = answerFields("profil", reply, values);

  const input = (
    name: ProfileField,
    type: TextType = "text",
    extra: { autoComplete?: string; numeric?: boolean } = {},
  ) => (
    <Field label={PROFILE_LABELS[name]} field={field(name).meta}>
      <input
        {...field(name).props}
        type={type}
        required={PROFILE_REQUIRED.includes(name)}
        maxLength={type === "date" ? undefined : PROFILE_MAX[name]}
        inputMode={extra.numeric ? "numeric" : undefined}
        pattern={extra.numeric ? "[0-9]*" : undefined}
        autoComplete={extra.autoComplete}
      />
    </Field>
  );

  return (
    <>
      <FormAnswer answer={answer} intent="profil" formId="profil" ok={OK} />
      <UploadForm
        id="profil"
        noValidate
        className={saving ? "profile-form profile-saving" : "profile-form"}
        onRefused={onRefused}
      >
        <AuthenticityTokenInput />
        <input type="hidden" {...intentField<ProfileAction["intent"]>("profil")} />
        <PhotoField
          current={image}
          initial={(customer.name || customer.email).charAt(0).toUpperCase()}
          error={reply?.error?.image?.[0] ?? undefined}
        />
        <div className="profile-grid">
          {input("name", "text", { autoComplete: "organization" })}
          {input("username", "text", { autoComplete: "username" })}
          {input("instance_name")}
          {input("email", "email", { autoComplete: "email" })}
          {input("phone", "text", { autoComplete: "tel", numeric: true })}
          {input("birthdate", "date", { autoComplete: "bday" })}
          <Field label={PROFILE_LABELS.gender} field={field("gender").meta}>
            <select {...field("gender").props}>
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
          <button type="submit">Simpan</button>
        </div>
        <div className="busy-overlay profile-busy" role="status">
          <p aria-busy="true">{BUSY_TEXT}</p>
        </div>
      </UploadForm>
    </>
  );
}
