import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { answerFields } from "~/components/ui/answerFields";
import { Field } from "~/components/ui/FormField";
import { replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { formatRupiah } from "~/lib/format";
import { SPK_INTENT, SPK_ROLE_INTENT } from "~/features/orders/intents";
import { OFFICIAL_ROLES, TREASURER_ROLES } from "~/lib/admin/spk-roles";
import {
  EMPTY_SPK,
  PAGU_EXCEEDED,
  SPK_DIGIT_FIELDS,
  SPK_TEXT_FIELDS,
  SPK_TEXT_MAX_LENGTH,
  exceedsPagu,
  roleLabel,
  type SpkTextField,
} from "~/features/orders/budget/spk";
import { digitsInput, keepDigits } from "~/components/ui/digits";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { ModalActions } from "../negotiation/FormPieces";

type Props = {
  /** Where the form posts: the order page with `?modal=spk` on the current tab. */
  action: string;
  closeTo: string;
  grandTotal: number;
};

const FORM_ID = "spk-form";

/** The fields of the form, each with what was sent and its message after an answer. */
type SpkFields = ReturnType<typeof answerFields>;

const BUDGET_FIELDS = [
  "satuan_kerja",
  "lembaga",
  "paket_kerja",
  "tahun_anggaran",
  "sumber_dana",
  "kode_rekening",
] as const;

/**
 * The budget-data form (001 §5): with a refusal it comes back as typed. A role change clears
 * that role's name and NIP: at once with JavaScript, through "Ganti Jabatan" without. The
 * server checks it (noValidate) so the spec's own messages show; the native attributes stay as
 * hints (keyboard, lengths).
 */
export function SpkForm({ action, closeTo, grandTotal }: Props) {
  const answer = useActionData<Answer | null>();
  // A refused save, or the form again after a role change without JavaScript.
  const field: SpkFields = answerFields(
    FORM_ID,
    replyFor(answer, SPK_INTENT) ?? replyFor(answer, SPK_ROLE_INTENT),
    EMPTY_SPK,
  );
  const hydrated = useHydrated();
  const saving = useSubmitting(SPK_INTENT);
  const [pagu, setPagu] = useState(field("pagu_anggaran").props.defaultValue);
  const textField = (name: SpkTextField) => {
    const { meta, props } = field(name);
    const maxDigits = SPK_DIGIT_FIELDS[name as keyof typeof SPK_DIGIT_FIELDS];
    const kind = maxDigits
      ? digitsInput(maxDigits)
      : { type: "text", maxLength: SPK_TEXT_MAX_LENGTH, onInput: undefined };
    return (
      <Field key={name} label={SPK_TEXT_FIELDS[name].label} field={meta}>
        <input
          {...props}
          required
          {...kind}
          onInput={
            name === "pagu_anggaran"
              ? (event) => {
                  keepDigits(event);
                  setPagu(event.currentTarget.value);
                }
              : kind.onInput
          }
        />
      </Field>
    );
  };
  return (
    <>
      <FormAnswer answer={answer} intent={SPK_INTENT} formId={FORM_ID} />
      <Form id={FORM_ID} method="post" action={action} className="spk-form" preventScrollReset noValidate>
        <AuthenticityTokenInput />
        {hydrated ? null : (
          // Enter in a field submits the form's first button: without JavaScript that would be
          // "Ganti Jabatan", so a hidden "Simpan" comes first.
          <button type="submit" name="intent" value={SPK_INTENT} hidden tabIndex={-1} aria-hidden="true" />
        )}
        <input
          type="hidden"
          name="tipe_pemerintah_awal"
          value={field("tipe_pemerintah").props.defaultValue}
        />
        <input type="hidden" name="tipe_bendahara_awal" value={field("tipe_bendahara").props.defaultValue} />
        <p className="spk-total">
          Total pesanan: <strong>{formatRupiah(grandTotal)}</strong>
        </p>
        <fieldset>
          <legend>Anggaran</legend>
          {BUDGET_FIELDS.map(textField)}
          {textField("pagu_anggaran")}
          {exceedsPagu(grandTotal, pagu) ? (
            <p className="spk-pagu-warning" role="status" data-testid="pagu-warning">
              {PAGU_EXCEEDED}
            </p>
          ) : null}
        </fieldset>
        <RoleFieldset
          legend="Pejabat Pemerintah"
          prefix="pemerintah"
          roles={OFFICIAL_ROLES}
          field={field}
          hydrated={hydrated}
        />
        <RoleFieldset
          legend="Bendahara"
          prefix="bendahara"
          roles={TREASURER_ROLES}
          field={field}
          hydrated={hydrated}
        />
        <ModalActions closeTo={closeTo} intent={SPK_INTENT} busy={saving} label="Simpan" />
      </Form>
      <BusyOverlay show={saving} />
    </>
  );
}

type RoleProps = {
  legend: string;
  prefix: "pemerintah" | "bendahara";
  roles: readonly { value: string; label: string }[];
  field: SpkFields;
  hydrated: boolean;
};

/** A role select with its person's name and NIP, both keyed by the role so a change empties them. */
function RoleFieldset({ legend, prefix, roles, field, hydrated }: RoleProps) {
  const role = field(`tipe_${prefix}`);
  const [chosen, setChosen] = useState(role.props.defaultValue);
  // Each change remounts the inputs empty; the first render keeps what was typed.
  const [changes, setChanges] = useState(0);
  const label = roleLabel(roles, chosen);
  const name = field(`nama_${prefix}`);
  const nip = field(`nip_${prefix}`);
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="spk-role">
        <label htmlFor={role.meta.id}>Jabatan</label>
        <select
          id={role.meta.id}
          name={role.meta.name}
          value={chosen}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
            setChanges((count) => count + 1);
          }}
        >
          {roles.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" name="intent" value={SPK_ROLE_INTENT} className="secondary" formNoValidate>
            Ganti Jabatan
          </button>
        )}
      </div>
      <Field label={`Nama ${label}`} field={name.meta}>
        <input
          key={`name-${changes}`}
          {...name.props}
          type="text"
          maxLength={SPK_TEXT_MAX_LENGTH}
          defaultValue={changes === 0 ? name.props.defaultValue : ""}
        />
      </Field>
      <Field label={`NIP ${label}`} field={nip.meta}>
        <input
          key={`nip-${changes}`}
          {...nip.props}
          defaultValue={changes === 0 ? nip.props.defaultValue : ""}
          {...digitsInput(SPK_DIGIT_FIELDS[`nip_${prefix}`])}
        />
      </Field>
    </fieldset>
  );
}
