import { ordersLinks } from "~/components/orders/styles";
import stylesheet from "./payments.css?url";

/** The payment stylesheet alone, for the order page that links the orders sheet itself. */
export const paymentSheetLinks = () => [{ rel: "stylesheet", href: stylesheet }];

/** Payment pages: status badges and info lists (orders) plus the payment sheet. */
export const paymentLinks = () => [...ordersLinks(), ...paymentSheetLinks()];
