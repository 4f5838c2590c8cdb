import type { Db } from "../db/index.ts";
import { newSecret, sha256 } from "../http/auth.ts";

/** The columns a new customer needs; everything else has a default. */
export interface NewCustomer {
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  instance_name?: string;
  phone?: string;
  birthdate?: string | null;
  lspe?: string;
  kldi?: string;
  gender?: 0 | 1;
  nip?: string;
  name_pp?: string;
  name_ppk?: string;
  address?: string | null;
  province_id?: number | null;
  district_id?: number | null;
  sub_district_id?: number | null;
  verified: boolean;
}

export function insertCustomer(db: Db, c: NewCustomer, now = new Date().toISOString()): number {
  return db.run(
    `INSERT INTO customers (username, email, password_hash, name, instance_name, phone, birthdate, lspe, kldi, gender, nip,
       name_pp, name_ppk, address, province_id, district_id, sub_district_id, email_verified_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      c.username,
      c.email,
      c.passwordHash,
      c.name,
      c.instance_name ?? "",
      c.phone ?? "",
      c.birthdate ?? null,
      c.lspe ?? "",
      c.kldi ?? "",
      c.gender ?? 1,
      c.nip ?? "",
      c.name_pp ?? "",
      c.name_ppk ?? "",
      c.address ?? null,
      c.province_id ?? null,
      c.district_id ?? null,
      c.sub_district_id ?? null,
      c.verified ? now : null,
      now,
      now,
    ],
  ).lastInsertRowid;
}

export interface NewAddress {
  satker_name: string;
  receipt_name: string;
  receipt_phone_number: string;
  address: string;
  province_id: number;
  district_id: number;
  sub_district_id: number;
}

export function insertAddress(
  db: Db,
  customerId: number,
  a: NewAddress,
  now = new Date().toISOString(),
): number {
  return db.run(
    `INSERT INTO addresses (customer_id, satker_name, receipt_name, receipt_phone_number, address, province_id, district_id,
       sub_district_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      customerId,
      a.satker_name,
      a.receipt_name,
      a.receipt_phone_number,
      a.address,
      a.province_id,
      a.district_id,
      a.sub_district_id,
      now,
      now,
    ],
  ).lastInsertRowid;
}

/** Mail is not sent: it is written to the outbox, which operators and tests read. */
export function sendMail(db: Db, to: string, subject: string, body: string, link: string | null): void {
  db.run("INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)", [
    to,
    subject,
    body,
    link,
    new Date().toISOString(),
  ]);
}

/** Stores a one-time verification secret and mails its link (which then leads on to `redirectUrl`, if any). */
export function sendVerificationMail(
  db: Db,
  publicUrl: string,
  customer: { id: number; email: string; name: string },
  redirectUrl: string | null,
): void {
  const token = newSecret();
  db.run("INSERT INTO email_verifications (customer_id, token_hash, created_at) VALUES (?, ?, ?)", [
    customer.id,
    sha256(token),
    new Date().toISOString(),
  ]);
  const link = new URL(`${publicUrl}/api/customer/verify-email`);
  link.searchParams.set("email", customer.email);
  link.searchParams.set("token", token);
  if (redirectUrl) link.searchParams.set("redirect_url", redirectUrl);
  sendMail(
    db,
    customer.email,
    "Verifikasi email akun Anda",
    `Halo ${customer.name},\n\nSilahkan verifikasi email Anda dengan membuka tautan berikut:\n${link.href}\n`,
    link.href,
  );
}

/** Whether a region triple exists and nests (sub-district in district in province). */
export function regionsMatch(db: Db, provinceId: number, districtId: number, subDistrictId: number): boolean {
  return (
    db.get(
      `SELECT 1 FROM districts d JOIN regencies r ON r.id = d.regency_id
       WHERE d.id = ? AND r.id = ? AND r.province_id = ?`,
      [subDistrictId, districtId, provinceId],
    ) !== undefined
  );
}
