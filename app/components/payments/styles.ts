import { negotiationLinks } from "~/components/orders/negotiation/styles";
import { ordersLinks } from "~/components/orders/styles";
import { uploadLinks } from "~/components/upload";
import stylesheet from "./payments.css?url";

/** The payment and upload sheets, for the order page that links the orders sheets itself. */
export const paymentSheetLinks = () => [...uploadLinks(), { rel: "stylesheet", href: stylesheet }];

/** Payment pages: status badges and info lists (orders) plus the payment sheet. */
export const paymentLinks = () => [...ordersLinks(), ...paymentSheetLinks()];

/** Pages with the proof modal: its frame and result dialogs come from the order modals' sheet. */
export const proofPageLinks = () => [...paymentLinks(), ...negotiationLinks()];
