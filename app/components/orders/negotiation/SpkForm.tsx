import { Form } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { errorAria, Field } from "~/components/FormField";
import { formatRupiah } from "~/lib/format";
import { SPK_INTENT, SPK_ROLE_INTENT } from "~/lib/orders/intents";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import {
  EMPTY_SPK,
  OFFICIAL_ROLES,
  PAGU_EXCEEDED,
  SPK_DIGIT_FIELDS,
  SPK_TEXT_FIELDS,
  SPK_TEXT_MAX_LENGTH,
  TREASURER_ROLES,
  exceedsPagu,
  roleLabel,
  type SpkTextField,
  type SpkValues,
} from "~/lib/orders/spk";
import { digitsInput, keepDigits } from "~/components/ui/digits";
import { BusyOverlay, useSubmitting } from "~/components/ui/BusyOverlay";
import { ModalActions } from "./FormPieces";
import { RefusalDialog } from "~/components/ui/ResultDialog";
import { fieldError, useOrderResult } from "./useOrderResult";

type Props = {
  /** Where the form posts: the order page with `?modal=spk` on the current tab. */
  action: string;
  closeTo: string;
  grandTotal: number;
};

const fieldMeta = (result: ReturnType<typeof useOrderResult>, name: string) => ({
  id: `spk-${name}`,
  errorId: `spk-${name}-error`,
  errors: fieldError(result, name) ? [fieldError(result, name)!] : undefined,
});

/**
 * The budget-data form (001 §5): with a refusal it comes back as typed. A role change clears
 * that role's name and NIP: at once with JavaScript, through "Ganti Jabatan" without. The
 * server checks it (noValidate) so the spec's own messages show; the native attributes stay as
 * hints (keyboard, lengths).
 */
export function SpkForm({ action, closeTo, grandTotal }: Props) {
  const result = useOrderResult(SPK_INTENT, SPK_ROLE_INTENT);
  const values: SpkValues = { ...EMPTY_SPK, ...(result?.values as Partial<SpkValues> | undefined) };
  const hydrated = useHydrated();
  const saving = useSubmitting(SPK_INTENT);
  const [pagu, setPagu] = useState(values.pagu_anggaran);
  const textField = (name: SpkTextField) => {
    const meta = fieldMeta(result, name);
    const maxDigits = SPK_DIGIT_FIELDS[name as keyof typeof SPK_DIGIT_FIELDS];
    const kind = maxDigits
      ? digitsInput(maxDigits)
      : { type: "text", maxLength: SPK_TEXT_MAX_LENGTH, onInput: undefined };
    return (
      <Field key={name} label={SPK_TEXT_FIELDS[name].label} field={meta}>
        <input
          id={meta.id}
          name={name}
          defaultValue={values[name]}
          required
          {...errorAria(meta.errorId, meta.errors?.[0])}
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
      <Form method="post" action={action} className="spk-form" preventScrollReset noValidate>
        <AuthenticityTokenInput />
        {hydrated ? null : (
          // Enter in a field submits the form's first button: without JavaScript that would be
          // "Ganti Jabatan", so a hidden "Simpan" comes first.
          <button type="submit" name="intent" value={SPK_INTENT} hidden tabIndex={-1} aria-hidden="true" />
        )}
        <input type="hidden" name="tipe_pemerintah_awal" value={values.tipe_pemerintah} />
        <input type="hidden" name="tipe_bendahara_awal" value={values.tipe_bendahara} />
        <p className="spk-total">
          Total pesanan: <strong>{formatRupiah(grandTotal)}</strong>
        </p>
        <fieldset>
          <legend>Anggaran</legend>
          {(
            [
              "satuan_kerja",
              "lembaga",
              "paket_kerja",
              "tahun_anggaran",
              "sumber_dana",
              "kode_rekening",
            ] as const
          ).map(textField)}
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
          role={values.tipe_pemerintah}
          name={values.nama_pemerintah}
          nip={values.nip_pemerintah}
          result={result}
          hydrated={hydrated}
        />
        <RoleFieldset
          legend="Bendahara"
          prefix="bendahara"
          roles={TREASURER_ROLES}
          role={values.tipe_bendahara}
          name={values.nama_bendahara}
          nip={values.nip_bendahara}
          result={result}
          hydrated={hydrated}
        />
        <ModalActions closeTo={closeTo} intent={SPK_INTENT} busy={saving} label="Simpan" />
      </Form>
      <BusyOverlay show={saving} />
      {result?.intent === SPK_INTENT ? (
        <RefusalDialog
          result={result}
          name={result.title ? "errorconfirmnego" : "errorkosong"}
          title={REFUSAL_TITLE}
        />
      ) : null}
    </>
  );
}

type RoleProps = {
  legend: string;
  prefix: "pemerintah" | "bendahara";
  roles: readonly { value: string; label: string }[];
  role: string;
  name: string;
  nip: string;
  result: ReturnType<typeof useOrderResult>;
  hydrated: boolean;
};

/** A role select with its person's name and NIP, both keyed by the role so a change empties them. */
function RoleFieldset({ legend, prefix, roles, role, name, nip, result, hydrated }: RoleProps) {
  const [chosen, setChosen] = useState(role);
  // Each change remounts the inputs empty; the first render keeps what was typed.
  const [changes, setChanges] = useState(0);
  const label = roleLabel(roles, chosen);
  const nameMeta = fieldMeta(result, `nama_${prefix}`);
  const nipMeta = fieldMeta(result, `nip_${prefix}`);
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="spk-role">
        <label htmlFor={`spk-tipe_${prefix}`}>Jabatan</label>
        <select
          id={`spk-tipe_${prefix}`}
          name={`tipe_${prefix}`}
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
      <Field label={`Nama ${label}`} field={nameMeta}>
        <input
          key={`name-${changes}`}
          id={nameMeta.id}
          name={`nama_${prefix}`}
          type="text"
          maxLength={SPK_TEXT_MAX_LENGTH}
          defaultValue={changes === 0 ? name : ""}
          aria-describedby={nameMeta.errors ? nameMeta.errorId : undefined}
        />
      </Field>
      <Field label={`NIP ${label}`} field={nipMeta}>
        <input
          key={`nip-${changes}`}
          id={nipMeta.id}
          name={`nip_${prefix}`}
          defaultValue={changes === 0 ? nip : ""}
          aria-describedby={nipMeta.errors ? nipMeta.errorId : undefined}
          {...digitsInput(SPK_DIGIT_FIELDS[`nip_${prefix}`])}
        />
      </Field>
    </fieldset>
  );
}
