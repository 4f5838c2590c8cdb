// The one route of the order page with two forms in one: the budget form (`anggaran`) posts the
// budget data ("spk") or, without JavaScript, a role change ("spk-role") that renders it again,
// told apart by their `intent` (browser-safe). Its action takes only these, and its handler map
// is keyed by them, so a missing handler or a renamed intent is a type error. Every other route
// of the order page has one form: its handler is called directly (formAction), its intent
// checked as the form's own.
import { z } from "zod";
import { SPK_INTENT, SPK_ROLE_INTENT } from "./intents";

const intent = <T extends string>(name: T) => z.object({ intent: z.literal(name) });

/** The budget form (a child route of Detail Pesanan and of Negosiasi) and its role change. */
export const budgetIntents = z.discriminatedUnion("intent", [intent(SPK_INTENT), intent(SPK_ROLE_INTENT)]);
