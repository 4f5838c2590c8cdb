import { catalogueLinks } from "~/components/catalogue/links";
import { negotiationLinks } from "~/components/orders/negotiation/styles";
import { ordersLinks } from "~/components/orders/styles";
import { uploadLinks } from "~/components/upload";
import stylesheet from "./feedback.css?url";

/**
 * Stars and the pager come from the catalogue's sheet, tables from the orders' and the dialogs
 * from the negotiation's (the order page's modals).
 */
export const feedbackLinks = () => [
  ...catalogueLinks(),
  ...ordersLinks(),
  ...negotiationLinks(),
  ...uploadLinks(),
  { rel: "stylesheet", href: stylesheet },
];

/** For the order page, which links the orders' sheet itself. */
export const feedbackTabLinks = () => [
  ...catalogueLinks(),
  ...uploadLinks(),
  { rel: "stylesheet", href: stylesheet },
];
