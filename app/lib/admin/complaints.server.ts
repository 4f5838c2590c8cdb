// The buyer's complaints (001 §7, docs/admin-api.md "Complaints"): the list, one complaint and a
// new complaint with its proof.
import { z } from "zod";
import type { AdminClient } from "./client.server";
import { complaintSchema as orderComplaintSchema } from "./orders.server";
import type { MediaFile } from "./reviews.server";

/** A complaint as the list and the detail answer it: its line also names the order. */
export const complaintSchema = orderComplaintSchema.extend({
  transaction_detail: orderComplaintSchema.shape.transaction_detail.extend({
    transaction: z.object({ id: z.number(), invoice: z.string() }),
  }),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** GET transaction/complaint/list: the body is the list; newest first. */
export async function listComplaints(admin: AdminClient): Promise<Complaint[]> {
  const complaints = await admin.get("transaction/complaint/list", z.array(complaintSchema));
  return complaints.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * GET transaction/complaint/{id}: 001 §7 reads either a single complaint or `transaction_detail[]`
 * each with its complaint; the contract answers the single complaint, read either way here.
 * Another buyer's or an unknown id is a 404 (AdminError).
 */
export function getComplaint(admin: AdminClient, complaintId: number): Promise<Complaint | null> {
  const wrapped = z
    .object({ transaction_detail: z.array(z.object({ complaint: complaintSchema.nullish() })) })
    .transform(
      (body) => body.transaction_detail.find((line) => line.complaint?.id === complaintId)?.complaint ?? null,
    );
  return admin.get(`transaction/complaint/${complaintId}`, z.union([complaintSchema, wrapped]));
}

export type NewComplaint = { detailId: number; description: string; proof: readonly MediaFile[] };

const saved = z.object({ message: z.string(), data: complaintSchema });

/**
 * POST transaction/complaint (multipart: transaction_detail_id, description_detail, image[]).
 * A refusal throws AdminValidationError (422), among them 'You already make complaint with this
 * transaction'; another buyer's line is a 404.
 */
export async function postComplaint(admin: AdminClient, complaint: NewComplaint) {
  const body = new FormData();
  body.append("transaction_detail_id", String(complaint.detailId));
  body.append("description_detail", complaint.description);
  for (const file of complaint.proof) body.append("image[]", file.blob, file.name);
  return admin.postMultipart("transaction/complaint", body, saved);
}
