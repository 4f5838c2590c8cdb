import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/FormField";
import { REGION_INTENT, RegionFields } from "~/components/RegionFields";
import type { AddressFormAnswer } from "~/lib/buying/address-form.server";
import type { RegionLists } from "~/lib/admin/regions.server";
import type { AddressInput } from "~/lib/schemas/address";
import { AlertDialog } from "./Dialog";

type Props = {
  /** What the form starts from: empty to add, the stored entry to edit. */
  initial?: AddressInput;
  regions: RegionLists;
  /** `getZodConstraint(addressSchema)`, computed by the loader so zod stays on the server. */
  constraint: ReturnType<typeof getZodConstraint>;
  answer: AddressFormAnswer | undefined;
  backTo: string;
};

/** The address form of 000 §5, shared by the add and edit pages. */
export function AddressForm({ initial, regions, constraint, answer, backTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== REGION_INTENT;
  const [form, fields] = useForm<AddressInput>({
    defaultValue: initial,
    lastResult: answer?.result,
    constraint,
  });
  const failure = form.errors?.[0];
  return (
    <>
      <Form method="post" {...getFormProps(form)} noValidate className="address-form">
        <AuthenticityTokenInput />
        <Field label="Satuan kerja" field={fields.name}>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="organization" />
        </Field>
        <Field label="Nama penerima" field={fields.receipt_name}>
          <input {...getInputProps(fields.receipt_name, { type: "text" })} autoComplete="name" />
        </Field>
        <Field label="No telepon" field={fields.receipt_phone_number}>
          <input
            {...getInputProps(fields.receipt_phone_number, { type: "text" })}
            inputMode="numeric"
            autoComplete="tel"
          />
        </Field>
        <RegionFields
          province={fields.province_id}
          district={fields.district_id}
          subDistrict={fields.sub_district_id}
          lists={answer?.regions ?? regions}
        />
        <Field label="Alamat" field={fields.address}>
          <textarea {...getTextareaProps(fields.address)} rows={3} autoComplete="street-address" />
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
