import { negotiationLinks } from "~/components/orders/negotiation/styles";
import { ordersLinks } from "~/components/orders/styles";
import { uploadLinks } from "~/components/upload";
import stylesheet from "./feedback.css?url";

/**
 * Stars and the pager come from the site's sheet (the catalogue's part), tables from the orders' and the dialogs
 * from the negotiation's (the order page's modals).
 */
export const feedbackLinks = () => [
  ...ordersLinks(),
  ...negotiationLinks(),
  ...uploadLinks(),
  { rel: "stylesheet", href: stylesheet },
];

/** For the order page, which links the orders' sheet itself. */
export const feedbackTabLinks = () => [...uploadLinks(), { rel: "stylesheet", href: stylesheet }];
