// The payment pages' addresses, apart from the forms' texts (./forms): the order page's skeleton
// needs the bank page's path on every tab, and nothing else of the payment forms.
import { DETAIL_PATH } from "~/features/orders/tabs";

/** The bank payment page (000 §2): /example/bpd-payment?id_transaksi={id}. */
export const BANK_PAGE_PATH = "/example/bpd-payment";
export const bankPageHref = (transactionId: number) => `${BANK_PAGE_PATH}?id_transaksi=${transactionId}`;

/** The proof form as URL state: the bank page's `?modal=bukti` (and the tab's old address). */
export const PROOF_MODAL = "bukti";
/**
 * The payment tab's proof form: a route of its own beside the tab (its code loads with it, not
 * with the tab), an address of its own, so that it works without JavaScript.
 */
export const proofHref = (transactionId: number) =>
  `${DETAIL_PATH}/pembayaran/${PROOF_MODAL}?id_transaksi=${transactionId}`;
