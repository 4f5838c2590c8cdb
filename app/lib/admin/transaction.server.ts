import { z } from "zod";
import { dataOf, fileUrl, numeric, type AdminClient } from "./client.server";

const flag = z.union([z.boolean(), numeric]).transform((value) => Boolean(Number(value)));
const nullableAmount = numeric.nullish().transform((value) => value ?? null);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

const transactionLine = z.object({
  id: z.number(),
  name_product: z.string(),
  image: z.string().nullish().transform(fileUrl),
  webp: z.string().nullish().transform(fileUrl),
  qty: numeric,
  unit: text,
  price: numeric,
  price_after_discount: nullableAmount,
  price_nego: nullableAmount,
  subtotal: numeric,
  subtotal_nego: nullableAmount,
  notes: text,
  is_nego: flag,
  shipping: z
    .array(z.object({ qty: numeric }))
    .nullish()
    .transform((parts) => (parts ?? []).map((part) => part.qty)),
});

const transactionSchema = z.object({
  id: z.number(),
  invoice: z.string(),
  created_at: z.string(),
  customer: z
    .object({ name: text, instance_name: text, email: text, phone: text })
    .nullish()
    .transform((customer) => customer ?? null),
  total_price: numeric,
  total_price_nego: nullableAmount,
  shipping_cost: numeric,
  shipping_cost_nego: nullableAmount,
  total_ppn: numeric,
  grand_total: numeric,
  transaction_detail: z.array(transactionLine),
});

const shippingAddress = z.object({
  satker: text,
  shipping_courier: text,
  shipping_service: text,
  name_receipt: text,
  phone_receipt: text,
  address: text,
  sub_district: text,
  district: text,
  province: text,
  postal_code: text,
});

/** 000 §7: the order is `data.data.data` and its delivery address `data.data.address`. */
const orderBody = dataOf(z.object({ data: transactionSchema, address: shippingAddress }));

export type Order = z.infer<typeof orderBody>;

/** Another buyer's order answers 404 (AdminError). */
export function getOrder(admin: AdminClient, transactionId: number): Promise<Order> {
  return admin.get(`transaction/${transactionId}`, orderBody);
}
