// The shared sheets and each area's own, for the routes' `links` (decision 0020). The root links
// the base (site.css: Pico's subset without its form, dialog and upload rules, and the site frame)
// and, for visitors who prefer dark, its dark theme (site-dark.css). A route adds the sheets its
// page uses, e.g. `export const links = sheets("catalogue", "catalogueHome")`: a page with form
// controls or a dialog (besides the header's search box) adds "forms" (site-forms.css: Pico's
// form and dialog rules, components/ui/forms.css and ui.css), which comes first of a page's
// sheets; one with a file or range input or a progress bar adds "upload" (site-upload.css:
// Pico's rules for those, and components/ui/upload/upload.css). tests/http/forms-sheet.spec.ts
// checks both on every page. A parent route's sheets apply to its children (the account frame
// links "forms" and "profile", whose sheet also holds what the frame's loading skeletons draw; the
// order page "orders" and "payments"). "catalogueProduct" and "catalogueListing" begin with the
// few rules of Pico only their pages use (the breadcrumb, the filter panel's summary button: see
// AREA_PARTS in sheet-split.ts). Each sheet is a render-blocking <link>
// in the document's head, so no page paints unstyled, and Remix loads a route's sheets before it
// shows the route on a client navigation.
import type { LinksFunction } from "@remix-run/node";
import forms from "~/styles/site-forms.css?url";
import auth from "~/features/auth/auth.css?url";
import buying from "~/features/buying/buying.css?url";
import quickOrder from "~/features/buying/quick-order/quick-order.css?url";
import catalogue from "~/features/catalogue/catalogue.css?url";
import catalogueHome from "~/features/catalogue/catalogue-home.css?url";
import catalogueListing from "~/styles/catalogue-listing.css?url";
import catalogueProduct from "~/styles/catalogue-product.css?url";
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
import upload from "~/styles/site-upload.css?url";

/**
 * In the order they had in the one stylesheet before, which a page's links keep; "forms" first:
 * its rules came before every area's, in the base.
 */
export const SHEETS = {
  forms,
  catalogue,
  catalogueHome,
  catalogueListing,
  catalogueProduct,
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
