import { z } from "zod";
import { dataOf, numeric, type AdminClient } from "./client.server";

const nameOf = <K extends string>(key: K) =>
  z
    .object({ [key]: z.string() } as Record<K, z.ZodString>)
    .nullish()
    .transform((value) => (value ? (value as Record<K, string>)[key] : ""));

/** An address book entry: the work unit (satker) and where to deliver for it. */
export const addressEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  customer_address: z.object({
    receipt_name: z.string(),
    receipt_phone_number: z.string(),
    address: z.string(),
    province_id: numeric,
    district_id: numeric,
    sub_district_id: numeric,
    province: nameOf("province_name"),
    district: nameOf("city_name"),
    sub_district: nameOf("subdistrict_name"),
  }),
});

export type AddressEntry = z.infer<typeof addressEntrySchema>;

const anyBody = z.unknown();

/** An entry as the host stores it (000 §5 address form); region ids as the form's selects send them. */
export type AddressFields = {
  name: string;
  receipt_name: string;
  receipt_phone_number: string;
  address: string;
  province_id: string;
  district_id: string;
  sub_district_id: string;
};

export function listAddresses(admin: AdminClient, userId: number): Promise<AddressEntry[]> {
  return admin.get(`customer/address/list/${userId}`, dataOf(z.array(addressEntrySchema)));
}

/** Another buyer's id answers 404 (AdminError) from the host. */
export function getAddress(admin: AdminClient, id: number): Promise<AddressEntry> {
  return admin.get(`customer/address/edit/${id}`, dataOf(addressEntrySchema));
}

/** The new entry's id, which the checkout selects when the buyer comes back to it. */
export function createAddress(admin: AdminClient, userId: number, input: AddressFields): Promise<number> {
  return admin.postForm(
    "customer/address/create",
    { customer_id: userId, ...input },
    dataOf(z.object({ id: z.number() })).transform((entry) => entry.id),
  );
}

/** 000 §7: the update succeeded only when the host answers `status: "Success"`. */
const updated = z.unknown().transform((body) => (body as { status?: unknown } | null)?.status === "Success");

/** True when the host stored the change; any other answer is a failure. */
export function updateAddress(
  admin: AdminClient,
  userId: number,
  id: number,
  input: AddressFields,
): Promise<boolean> {
  return admin.postForm(
    `customer/address/update/${id}`,
    { _method: "PUT", customer_id: userId, ...input },
    updated,
  );
}

export async function deleteAddress(admin: AdminClient, id: number): Promise<void> {
  await admin.delete(`customer/address/delete/${id}`, anyBody);
}
