// The buyer's counter-offer (001 §7 store-negotiation, docs/admin-api.md "Negotiation & SPK").
import { z } from "zod";
import type { AdminClient } from "./client.server";

export type BuyerRound = {
  prices: { detailId: number; oldPrice: number; newPrice: number }[];
  /** Only when the shipping price changes. */
  shipping: { oldPrice: number; newPrice: number } | null;
  notes: string;
};

const answer = z
  .object({ message: z.string().nullish(), data: z.object({ id: z.number() }).passthrough().nullish() })
  .passthrough();

/**
 * POST transaction/store-negotiation/{id} (JSON). The lists are index-aligned and carry only
 * the lines whose price changes; the shipping pair only when it changes (001 §7 "fields vary by
 * what changed"). A refusal throws AdminError with the host's text (the spec's data.message).
 */
export async function storeNegotiation(
  admin: AdminClient,
  transactionId: number,
  round: BuyerRound,
): Promise<string | null> {
  const body: Record<string, unknown> = {
    transaction_id: transactionId,
    transaction_detail_id: round.prices.map((price) => price.detailId),
    old_price: round.prices.map((price) => price.oldPrice),
    new_price: round.prices.map((price) => price.newPrice),
    notes: round.notes,
  };
  if (round.shipping) {
    body.old_shipping_price = round.shipping.oldPrice;
    body.new_shipping_price = round.shipping.newPrice;
  }
  const stored = await admin.postJson(`transaction/store-negotiation/${transactionId}`, body, answer);
  return stored.message ?? null;
}
