// The buyer's orders (001 §7): the list, one order with everything its tabs show, and its
// timeline. Siblings keep their own calls (payments, negotiation, SPK, documents, reviews,
// complaints) in their own modules; the shapes read here are docs/admin-api.md "Transactions".
import { z } from "zod";
import { kindOfName } from "~/lib/upload-rules";
import { fileUrl, numeric, type AdminClient } from "./client.server";
import { textOrNumber } from "./fields.server";

const flag = z.union([z.boolean(), numeric]).transform((value) => Boolean(Number(value)));
const nullableAmount = numeric.nullish().transform((value) => value ?? null);
const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const list = <S extends z.ZodTypeAny>(item: S) =>
  z
    .array(item)
    .nullish()
    .transform((items): z.output<S>[] => items ?? []);

/** Review and complaint media: the host's path becomes a URL; the kind comes from the extension (001 §3). */
const media = list(z.object({ image: z.string() })).transform((items) =>
  items.map((item) => ({ url: fileUrl(item.image) ?? "", kind: mediaKind(item.image) })),
);

/** 001 §3: jpg, png, jpeg, webp are images; mp4, mpeg, mov, 3gp, mkv, avi are video. */
export function mediaKind(path: string): "image" | "video" {
  return kindOfName(path) === "video" ? "video" : "image";
}

const lineRef = z.object({
  id: z.number(),
  name_product: textOrNumber,
  image: z.string().nullish().transform(fileUrl),
  webp: z.string().nullish().transform(fileUrl),
});

export const reviewSchema = z.object({
  id: z.number(),
  star: numeric,
  notes: textOrNumber,
  respon_notes: nullableText,
  image: media,
  created_at: textOrNumber,
  transaction_detail: lineRef,
});
export type OrderReview = z.infer<typeof reviewSchema>;

export const complaintSchema = z.object({
  id: z.number(),
  description_complaint: textOrNumber,
  respon_admin: nullableText,
  created_at: textOrNumber,
  image: media,
  transaction_detail: lineRef,
});
export type OrderComplaint = z.infer<typeof complaintSchema>;

const negotiationRound = z.object({
  id: z.number(),
  nego_step: numeric,
  is_admin: flag,
  notes: textOrNumber,
  created_at: textOrNumber,
  product_negotiation: list(
    z.object({
      transaction_detail_id: z.number(),
      name_product: textOrNumber,
      old_price: numeric,
      new_price: numeric,
      note: textOrNumber,
    }),
  ),
  shipping_cost_negotiation: z
    .object({ old_price: numeric, new_price: numeric })
    .nullish()
    .transform((value) => value ?? null),
});
export type NegotiationRound = z.infer<typeof negotiationRound>;

const transactionLine = z.object({
  id: z.number(),
  product_id: z.number(),
  name_product: z.string(),
  image: z.string().nullish().transform(fileUrl),
  webp: z.string().nullish().transform(fileUrl),
  qty: numeric,
  unit: textOrNumber,
  price: numeric,
  discount: numeric.nullish().transform((value) => value ?? 0),
  price_after_discount: nullableAmount,
  price_nego: nullableAmount,
  subtotal: numeric,
  subtotal_nego: nullableAmount,
  notes: textOrNumber,
  is_nego: flag,
  is_partial: flag.nullish().transform((value) => value ?? false),
  /** Quantities of the planned partial shipments, in order. */
  shipping: list(z.object({ qty: numeric })).transform((parts) => parts.map((part) => part.qty)),
  price_negotiation: list(
    z.object({ nego_step: numeric, is_admin: flag, old_price: numeric, new_price: numeric }),
  ),
});
export type OrderLine = z.infer<typeof transactionLine>;

const spkSchema = z.object({
  satuan_kerja: textOrNumber,
  lembaga: textOrNumber,
  paket_kerja: textOrNumber,
  tahun_anggaran: textOrNumber,
  sumber_dana: textOrNumber,
  kode_rekening: textOrNumber,
  pagu_anggaran: numeric,
  tipe_pemerintah: textOrNumber,
  nama_pemerintah: textOrNumber,
  nip_pemerintah: textOrNumber,
  tipe_bendahara: textOrNumber,
  nama_bendahara: textOrNumber,
  nip_bendahara: textOrNumber,
});
export type Spk = z.infer<typeof spkSchema>;

/** The payment in force as the order carries it; the payment tab reads its own details. */
const orderPayment = z.object({
  id: z.number(),
  payment_service: textOrNumber,
  status: textOrNumber,
  nominal: numeric,
  expired_date: textOrNumber,
});

const transactionSchema = z.object({
  id: z.number(),
  invoice: z.string(),
  status: z.string(),
  created_at: z.string(),
  nego_step: numeric.nullish().transform((value) => value ?? 0),
  customer: z
    .object({
      id: z.number(),
      name: textOrNumber,
      instance_name: textOrNumber,
      email: textOrNumber,
      phone: textOrNumber,
      nip: textOrNumber,
      name_pp: textOrNumber,
      name_ppk: textOrNumber,
    })
    .nullish()
    .transform((customer) => customer ?? null),
  customer_address: z
    .object({
      address: textOrNumber,
      sub_district: textOrNumber,
      district: textOrNumber,
      province: textOrNumber,
      postal_code: textOrNumber,
    })
    .nullish()
    .transform((address) => address ?? null),
  total_qty: numeric.nullish().transform((value) => value ?? 0),
  total_price: numeric,
  total_price_nego: nullableAmount,
  shipping_cost: numeric,
  shipping_cost_nego: nullableAmount,
  total_ppn: numeric,
  grand_total: numeric,
  spk: spkSchema.nullish().transform((spk) => spk ?? null),
  payment: orderPayment.nullish().transform((payment) => payment ?? null),
  transaction_detail: z.array(transactionLine),
});
export type Transaction = z.infer<typeof transactionSchema>;

const shippingAddress = z.object({
  satker: textOrNumber,
  shipping_courier: textOrNumber,
  shipping_service: textOrNumber,
  name_receipt: textOrNumber,
  phone_receipt: textOrNumber,
  address: textOrNumber,
  sub_district: textOrNumber,
  district: textOrNumber,
  province: textOrNumber,
  postal_code: textOrNumber,
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * GET transaction/{id}: 000 reads `data.data.data` (the order) and `data.data.address`; 001 also
 * reads `negotiations`, `reviews` and `complaint` beside `data`.
 */
const orderBody = z
  .object({
    data: z.object({ data: transactionSchema, address: shippingAddress }),
    negotiations: list(negotiationRound),
    reviews: list(reviewSchema),
    complaint: list(complaintSchema),
  })
  .transform((body) => ({
    data: body.data.data,
    address: body.data.address,
    negotiations: body.negotiations,
    reviews: body.reviews,
    complaints: body.complaint,
  }));

export type Order = z.infer<typeof orderBody>;

/** Another buyer's order or an unknown id answers 404 (AdminError). */
export function getOrder(admin: AdminClient, transactionId: number): Promise<Order> {
  return admin.get(`transaction/${transactionId}`, orderBody);
}

const listItem = z.object({
  id: z.number(),
  invoice: z.string(),
  status: z.string(),
  created_at: z.string(),
  grand_total: numeric.nullish().transform((value) => value ?? 0),
});
export type OrderListItem = z.infer<typeof listItem>;

/** 001 §7 `data[]`: the body is the array itself; newest first. */
export function listOrders(admin: AdminClient, userId: number): Promise<OrderListItem[]> {
  return admin.get(`transaction/list-transaction/${userId}`, z.array(listItem));
}

const logEntry = z.object({
  id: z.number(),
  section_change: z.string(),
  name_section_change: textOrNumber,
  section_nego: numeric.nullish().transform((value) => value ?? null),
  created_at: z.string(),
  old_value: nullableText,
  new_value: nullableText,
  transaction_detail: z
    .object({ name_product: textOrNumber })
    .nullish()
    .transform((detail) => detail ?? null),
});
export type LogEntry = z.infer<typeof logEntry>;

/** 001 §7 "list in data.log": the body's `log`, oldest first. */
export function getOrderLog(admin: AdminClient, transactionId: number): Promise<LogEntry[]> {
  return admin.get(
    `transaction/log/${transactionId}`,
    z.object({ log: z.array(logEntry) }).transform((body) => body.log),
  );
}
