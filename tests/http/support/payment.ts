// Paying without JavaScript: the proof forms' addresses and a buyer signed in on one of them.
import type { APIRequestContext } from "@playwright/test";
import { signIn, type Buyer, type NoJsBrowser } from "../kit";
import { bpdAwaitingProof } from "../../e2e/support/payments";

/** The payment tab's proof form (a route of its own under the order page). */
export const proofForm = (id: number) => `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${id}`;

/** A new order with a BPD payment awaiting its proof, the buyer signed in on the tab's proof form. */
export async function openProofForm(visitor: NoJsBrowser, request: APIRequestContext, buyer: Buyer) {
  const opened = await bpdAwaitingProof(request, buyer);
  await signIn(visitor, buyer, proofForm(opened.order.id));
  return opened;
}
