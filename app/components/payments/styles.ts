import { ordersLinks } from "~/components/orders/styles";
import stylesheet from "./payments.css?url";

/** Payment pages and the payment tab: status badges and info lists (orders) plus their own sheet. */
export const paymentLinks = () => [...ordersLinks(), { rel: "stylesheet", href: stylesheet }];
