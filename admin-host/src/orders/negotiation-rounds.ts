import type { Db } from "../db/index.ts";

export interface NegotiationRound {
  id: number;
  nego_step: number;
  is_admin: number;
  notes: string;
  created_at: string;
  product_negotiation: {
    transaction_detail_id: number;
    name_product: string;
    old_price: number;
    new_price: number;
    note: string;
  }[];
  shipping_cost_negotiation: { old_price: number; new_price: number } | null;
}

/** An order's negotiation rounds, oldest first, each with its price and shipping changes. */
export function negotiationRounds(db: Db, transactionId: number): NegotiationRound[] {
  const rounds = db.all<Omit<NegotiationRound, "product_negotiation" | "shipping_cost_negotiation">>(
    "SELECT id, nego_step, is_admin, notes, created_at FROM negotiations WHERE transaction_id = ? ORDER BY nego_step",
    [transactionId],
  );
  if (rounds.length === 0) return [];
  const prices = db.all<{
    negotiation_id: number;
    transaction_detail_id: number;
    name_product: string;
    old_price: number;
    new_price: number;
  }>(
    `SELECT pn.negotiation_id, pn.transaction_detail_id, d.name_product, pn.old_price, pn.new_price FROM product_negotiations pn
     JOIN negotiations n ON n.id = pn.negotiation_id JOIN transaction_details d ON d.id = pn.transaction_detail_id
     WHERE n.transaction_id = ? ORDER BY pn.id`,
    [transactionId],
  );
  const shipping = db.all<{ negotiation_id: number; old_price: number; new_price: number }>(
    `SELECT s.negotiation_id, s.old_price, s.new_price FROM shipping_cost_negotiations s JOIN negotiations n ON n.id = s.negotiation_id
     WHERE n.transaction_id = ?`,
    [transactionId],
  );
  return rounds.map((round) => {
    const ship = shipping.find((row) => row.negotiation_id === round.id);
    return {
      ...round,
      product_negotiation: prices
        .filter((row) => row.negotiation_id === round.id)
        .map(({ negotiation_id: _, ...row }) => ({ ...row, note: round.notes })),
      shipping_cost_negotiation: ship ? { old_price: ship.old_price, new_price: ship.new_price } : null,
    };
  });
}

export const latestRound = (db: Db, transactionId: number) =>
  db.get<{ id: number; nego_step: number; is_admin: number }>(
    "SELECT id, nego_step, is_admin FROM negotiations WHERE transaction_id = ? ORDER BY nego_step DESC LIMIT 1",
    [transactionId],
  );
