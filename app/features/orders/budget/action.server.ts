// The budget data (001 §5 Budget form): stored from the confirmation section or by approving
// the administrator's offer ("spk"), and the no-JS role change ("spk-role") that re-renders
// the form with the role's name and NIP cleared.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getOrder, type Spk } from "~/lib/admin/orders.server";
import { storeSpk } from "~/lib/admin/spk.server";
import { parseSpk, spkValues, type SpkInput } from "~/features/orders/budget/schema";
import { refusalAnswer, type FormAnswer } from "~/lib/forms/answer";
import { sendAnswer } from "~/lib/forms/answer.server";
import { OFFICIAL_ROLES, TREASURER_ROLES } from "~/lib/admin/spk-roles";
import { withRoles } from "./spk";
import { detailHref } from "../tabs";
import { SPK_INTENT, SPK_ROLE_INTENT } from "../intents";
import { budgetIntents } from "../intent-schemas";
import type { NegotiationFormTab } from "../negotiation/rules";
import { formsAction, type OrderActionContext } from "../order-page.server";
import { EMPTY_DIALOG, refusalDialog } from "../dialogs";

const sentRole = (roles: readonly { value: string; sent: string }[], value: string) =>
  roles.find((role) => role.value === value)?.sent;

/** The stored SPK is the one just submitted (a second submit of the same form). */
export function sameSpk(stored: Spk, input: SpkInput): boolean {
  const texts = [
    "satuan_kerja",
    "lembaga",
    "paket_kerja",
    "tahun_anggaran",
    "sumber_dana",
    "kode_rekening",
    "nama_pemerintah",
    "nip_pemerintah",
    "nama_bendahara",
    "nip_bendahara",
  ] as const;
  return (
    texts.every((field) => stored[field] === input[field]) &&
    Number(stored.pagu_anggaran) === input.pagu_anggaran &&
    stored.tipe_pemerintah === sentRole(OFFICIAL_ROLES, input.tipe_pemerintah) &&
    stored.tipe_bendahara === sentRole(TREASURER_ROLES, input.tipe_bendahara)
  );
}

export async function saveSpk(ctx: OrderActionContext) {
  const { fields } = ctx.body;
  const parsed = parseSpk(fields);
  // The form again as typed (roles checked, texts bounded).
  const refused = (refusal: Parameters<typeof refusalAnswer>[2], status: 400 | 422) =>
    sendAnswer(refusalAnswer(SPK_INTENT, spkValues(fields), refusal), status);
  if (!parsed.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(parsed.errors).map(([field, message]) => [field, [message]]),
    );
    // 001 §5 Confirmation form: an empty submit also shows the errorkosong modal.
    return refused(parsed.empty ? { fieldErrors, dialog: EMPTY_DIALOG } : { fieldErrors }, 400);
  }
  const done = redirect(detailHref(ctx.transactionId, ctx.tab, "confirmnego"));
  const stored = await storeSpk(ctx.admin, ctx.transactionId, parsed.input);
  if (stored.ok) return done;
  // The host stores one SPK per order; a refused repeat of the same form already succeeded.
  const order = await getOrder(ctx.admin, ctx.transactionId);
  if (order.data.spk && sameSpk(order.data.spk, parsed.input)) return done;
  return refused({ dialog: refusalDialog(SPK_INTENT, stored.message) }, 422);
}

/** Without JS a role change posts the form; the answer is the form again, the role's person cleared. */
export async function changeSpkRole(ctx: OrderActionContext): Promise<FormAnswer> {
  const typed = ctx.body.fields;
  const before = new FormData();
  for (const [name, value] of typed) before.set(name, value);
  before.set("tipe_pemerintah", String(typed.get("tipe_pemerintah_awal") ?? ""));
  before.set("tipe_bendahara", String(typed.get("tipe_bendahara_awal") ?? ""));
  const chosen = spkValues(typed);
  return refusalAnswer(
    SPK_ROLE_INTENT,
    withRoles(spkValues(before), chosen.tipe_pemerintah, chosen.tipe_bendahara),
  );
}

/** The action of the budget form's route on `tab` (Detail Pesanan's `anggaran`, Negosiasi's). */
export const budgetFormAction = (tab: NegotiationFormTab) => (args: ActionFunctionArgs) =>
  formsAction(args, tab, {
    intents: budgetIntents,
    handlers: { [SPK_INTENT]: saveSpk, [SPK_ROLE_INTENT]: changeSpkRole },
  });
