// The order page's actions: one handler per submitted `intent`. Each area keeps its handlers
// in its own module here (negotiation, spk, payment, receipt, review, complaint) and adds
// them to `orderActions`.
import type { TabContext } from "../tab-data.server";
import type { TabId } from "../tabs";
import type { OrderBody } from "./body.server";
import type { uploadRedirect } from "~/lib/uploads.server";
import { complaintActions } from "./complaint.server";
import { NEGO_INTENT, ONGKIR_INTENT, counterOffer } from "./negotiation.server";
import { paymentActions } from "./payment.server";
import { receiptActions } from "./receipt.server";
import { reorder } from "./reorder.server";
import { reviewActions } from "./review.server";
import { SPK_INTENT, SPK_ROLE_INTENT, changeSpkRole, saveSpk } from "./spk.server";

export type OrderActionContext = TabContext & { tab: TabId; modal: string | null; body: OrderBody };

/**
 * What a handler answers when the page re-renders instead of redirecting: the form's
 * `intent`, whether it worked, the message to show (the host's when it refused), field
 * errors and the submitted values (nothing typed is lost).
 */
export type OrderActionResult = {
  intent: string;
  ok: boolean;
  title?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};

/** An upload form's success: a redirect, or `{ redirectTo }` for the upload script (uploadRedirect). */
type UploadSuccess = ReturnType<typeof uploadRedirect>;

export type OrderActionHandler = (
  ctx: OrderActionContext,
) => Promise<Response | OrderActionResult | UploadSuccess>;

export const orderActions: Record<string, OrderActionHandler> = {
  "beli-lagi": reorder,
  [NEGO_INTENT]: counterOffer,
  [ONGKIR_INTENT]: counterOffer,
  [SPK_INTENT]: saveSpk,
  [SPK_ROLE_INTENT]: changeSpkRole,
  ...paymentActions,
  ...reviewActions,
  ...complaintActions,
  ...receiptActions,
};
