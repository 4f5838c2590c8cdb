import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields, formError, useFocusFirstError, type FormConstraint } from "~/components/answerFields";
import { Field } from "~/components/FormField";
import { REGION_INTENT, RegionFields } from "~/components/RegionFields";
import type { AddressFormAnswer } from "~/lib/buying/address-form.server";
import type { RegionLists } from "~/lib/admin/regions.server";
import type { AddressInput } from "~/lib/schemas/address";
import { AlertDialog } from "~/components/ui/Dialog";

type Props = {
  /** What the form starts from: empty to add, the stored entry to edit. */
  initial?: AddressInput;
  regions: RegionLists;
  /** `getZodConstraint(addressSchema)`, computed by the loader so zod stays on the server. */
  constraint: FormConstraint;
  answer: AddressFormAnswer | undefined;
  backTo: string;
};

const FORM_ID = "alamat";

/** The address form of 000 §5, shared by the add and edit pages. */
export function AddressForm({ initial, regions, constraint, answer, backTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== REGION_INTENT;
  const field = answerFields(FORM_ID, answer?.result, initial, constraint);
  useFocusFirstError(FORM_ID, answer?.result);
  const text = (name: keyof AddressInput) => {
    const { props, limits } = field(name);
    return { ...props, ...limits, type: "text" };
  };
  const address = field("address");
  const failure = formError(answer?.result);
  return (
    <>
      <Form method="post" id={FORM_ID} noValidate className="address-form">
        <AuthenticityTokenInput />
        <Field label="Satuan kerja" field={field("name").meta}>
          <input {...text("name")} autoComplete="organization" />
        </Field>
        <Field label="Nama penerima" field={field("receipt_name").meta}>
          <input {...text("receipt_name")} autoComplete="name" />
        </Field>
        <Field label="No telepon" field={field("receipt_phone_number").meta}>
          <input {...text("receipt_phone_number")} inputMode="numeric" autoComplete="tel" />
        </Field>
        <RegionFields
          province={field("province_id").meta}
          district={field("district_id").meta}
          subDistrict={field("sub_district_id").meta}
          lists={answer?.regions ?? regions}
        />
        <Field label="Alamat" field={address.meta}>
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
      {saving ? (
        <div className="busy-overlay" role="status">
          <p aria-busy="true">Mohon tunggu, data sedang diproses</p>
        </div>
      ) : null}
      {failure ? <AlertDialog id="address-failure" title="Ooops" message={failure} /> : null}
    </>
  );
}
