import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields, type FormConstraint } from "~/components/ui/answerFields";
import { Field } from "~/components/ui/FormField";
import { RegionFields } from "~/components/ui/RegionFields";
import { REGION_INTENT } from "~/lib/forms/region-intent";
import { BusyOverlay } from "~/components/ui/BusyOverlay";
import { FormAnswer } from "~/components/ui/FormAnswer";
import type { AddressFormAnswer } from "~/features/buying/address-form.server";
import { replyFor } from "~/lib/forms/answer";
import { OK } from "~/lib/forms/texts";
import type { RegionLists } from "~/lib/admin/regions.server";
import { ADDRESS_FORM } from "~/features/buying/address-book";
import type { AddressInput } from "~/features/buying/address-schema";

type Props = {
  /** What the form starts from: empty to add, the stored entry to edit. */
  initial?: AddressInput;
  regions: RegionLists;
  /** `getZodConstraint(addressSchema)`, computed by the loader so zod stays on the server. */
  constraint: FormConstraint;
  answer: AddressFormAnswer | undefined;
  backTo: string;
};

const FORM_ID = ADDRESS_FORM;
const LABELS = {
  name: "Satuan kerja",
  receipt_name: "Nama penerima",
  receipt_phone_number: "No telepon",
  province_id: "Provinsi",
  district_id: "Kabupaten/Kota",
  sub_district_id: "Kecamatan",
  address: "Alamat",
};

/** The address form of 000 §5, shared by the add and edit pages. */
export function AddressForm({ initial, regions, constraint, answer, backTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== REGION_INTENT;
  const field = answerFields(FORM_ID, replyFor(answer, ADDRESS_FORM), initial, constraint);
  const text = (name: keyof AddressInput) => {
    const { props, limits } = field(name);
    return { ...props, ...limits, type: "text" };
  };
  const address = field("address");
  return (
    <>
      <FormAnswer answer={answer} intent={ADDRESS_FORM} formId={FORM_ID} ok={OK} />
      <Form method="post" id={FORM_ID} noValidate className="address-form">
        <AuthenticityTokenInput />
        <Field label={LABELS.name} field={field("name").meta}>
          <input {...text("name")} autoComplete="organization" />
        </Field>
        <Field label={LABELS.receipt_name} field={field("receipt_name").meta}>
          <input {...text("receipt_name")} autoComplete="name" />
        </Field>
        <Field label={LABELS.receipt_phone_number} field={field("receipt_phone_number").meta}>
          <input {...text("receipt_phone_number")} inputMode="numeric" autoComplete="tel" />
        </Field>
        <RegionFields
          province={field("province_id").meta}
          district={field("district_id").meta}
          subDistrict={field("sub_district_id").meta}
          lists={answer?.regions ?? regions}
        />
        <Field label={LABELS.address} field={address.meta}>
          <textarea
            {...address.props}
            minLength={address.limits.minLength}
            maxLength={address.limits.maxLength}
            rows={3}
            autoComplete="street-address"
          />
        </Field>
        <div className="form-actions">
          <Link to={backTo} role="button" className="secondary">
            Kembali
          </Link>
          <button type="submit" disabled={saving} aria-busy={saving || undefined}>
            Simpan
          </button>
        </div>
      </Form>
      <BusyOverlay show={saving} />
    </>
  );
}
