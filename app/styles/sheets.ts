// Each area's own stylesheet, for the routes' `links` (decision 0020). The root links the shared
// base (site.css: Pico's subset, the site frame, components/ui/ui.css); a route adds the sheets
// its page uses, e.g. `export const links = sheets("catalogue")`. A parent route's sheets apply to
// its children (the account frame links "profile", the order page "orders"). Each sheet is a
// render-blocking <link> in the document's head, so no page paints unstyled, and Remix loads a
// route's sheets before it shows the route on a client navigation.
import type { LinksFunction } from "@remix-run/node";
import auth from "~/features/auth/auth.css?url";
import buying from "~/features/buying/buying.css?url";
import quickOrder from "~/features/buying/quick-order/quick-order.css?url";
import catalogue from "~/features/catalogue/catalogue.css?url";
import chat from "~/features/chat/chat.css?url";
import compare from "~/features/compare/compare.css?url";
import feedback from "~/features/feedback/feedback.css?url";
import orders from "~/features/orders/orders.css?url";
import negotiation from "~/features/orders/negotiation/negotiation.css?url";
import receipt from "~/features/orders/receipt/receipt.css?url";
import payments from "~/features/payments/payments.css?url";
import profile from "~/features/profile/profile.css?url";
import profileEdit from "~/features/profile/profile-edit.css?url";
import procurement from "~/features/procurement/procurement.css?url";
import infoList from "~/components/ui/info-list.css?url";
import upload from "~/components/ui/upload/upload.css?url";

/** In the order they had in the one stylesheet before, which a page's links keep. */
export const SHEETS = {
  catalogue,
  buying,
  quickOrder,
  infoList,
  auth,
  profile,
  profileEdit,
  orders,
  negotiation,
  receipt,
  payments,
  feedback,
  upload,
  chat,
  compare,
  procurement,
};

export type Sheet = keyof typeof SHEETS;

const ORDER = Object.keys(SHEETS) as Sheet[];

/** A route's `links`: the named sheets (in the order of SHEETS). */
export function sheets(...names: Sheet[]): LinksFunction {
  const sorted = [...names].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return () => sorted.map((name) => ({ rel: "stylesheet", href: SHEETS[name] }));
}
