import type { Db } from "../db/index.ts";

const customerColumns = `id, name, username, image, email, instance_name, phone, birthdate, gender, lspe, kldi, nip, name_pp, name_ppk,
  address, province_id, district_id, sub_district_id, email_verified_at, created_at, updated_at`;

export interface CustomerJson {
  id: number;
  name: string;
  username: string;
  image: string | null;
  email: string;
  [key: string]: unknown;
}

/** The customer as every call returns it (never the password hash). */
export function findCustomer(db: Db, id: number): CustomerJson | undefined {
  return db.get<CustomerJson>(`SELECT ${customerColumns} FROM customers WHERE id = ?`, [id]);
}
