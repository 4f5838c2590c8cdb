import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { HostContext } from "../../http/context.ts";
import { hashPassword } from "../../http/auth.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { json, type Router } from "../../http/router.ts";
import { idParam, validate } from "../../http/validate.ts";
import { resetDemoData } from "../../seed/index.ts";
import { insertAddress, insertCustomer } from "../customer-accounts.ts";
import { takenMessages } from "../customer.ts";

const buyerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/)
    .optional(),
  email: z.string().trim().email().max(100).optional(),
  password: z.string().min(8).max(200).optional(),
  name: z.string().trim().min(1).max(50).optional(),
  with_address: z.boolean().optional(),
});

export type BuyerInput = z.input<typeof buyerSchema>;

export interface CreatedBuyer {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A verified customer for tests and demos; unspecified fields get unique generated values. */
export async function createBuyer(context: HostContext, raw: unknown): Promise<CreatedBuyer> {
  const input = validate(buyerSchema, raw ?? {});
  const suffix = randomBytes(5).toString("hex");
  const username = input.username ?? `pembeli-${suffix}`;
  const email = input.email ?? `${username}@example.test`;
  const password = input.password ?? `rahasia-${suffix}`;
  const { db } = context;
  const errors: Record<string, string[]> = {};
  if (db.get("SELECT 1 FROM customers WHERE username = ?", [username]))
    errors.username = [takenMessages.username];
  if (db.get("SELECT 1 FROM customers WHERE email = ?", [email])) errors.email = [takenMessages.email];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const passwordHash = await hashPassword(password);
  const id = db.tx(() => {
    const customerId = insertCustomer(db, {
      username,
      email,
      passwordHash,
      name: input.name ?? `Satker Uji ${suffix}`,
      instance_name: "Pemerintah Provinsi Bali",
      phone: "081200000000",
      birthdate: "1990-01-01",
      lspe: "51000",
      kldi: "Pemerintah Daerah Provinsi Bali",
      nip: "199001012020011001",
      name_pp: "Pejabat Pengadaan Uji",
      name_ppk: "Pejabat Pembuat Komitmen Uji",
      address: "Jl. Raya Puputan No. 1, Renon",
      province_id: 51,
      district_id: 5171,
      sub_district_id: 517101,
      verified: true,
    });
    if (input.with_address) {
      insertAddress(db, customerId, {
        satker_name: "Bagian Umum",
        receipt_name: "Penerima Uji",
        receipt_phone_number: "081211112222",
        address: "Jl. Raya Puputan No. 1, Renon, Denpasar",
        province_id: 51,
        district_id: 5171,
        sub_district_id: 517101,
      });
    }
    return customerId;
  });
  return { id, username, email, password };
}

export function verifyCustomer(context: HostContext, customerId: number): void {
  const { changes } = context.db.run(
    "UPDATE customers SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?",
    [new Date().toISOString(), customerId],
  );
  if (changes === 0) throw notFound("Customer tidak ditemukan");
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

/** Newest first, optionally only for one address. */
export function listOutbox(context: HostContext, to?: string): OutboxMail[] {
  return context.db.all<OutboxMail>(
    `SELECT id, to_email AS "to", subject, body, link, created_at FROM outbox
     WHERE (? IS NULL OR to_email = ? COLLATE NOCASE) ORDER BY id DESC LIMIT 200`,
    [to ?? null, to ?? null],
  );
}

/** Operator calls for customers, the outbox and the demo data (X-Operator-Key checked by the host). */
export function register(router: Router): void {
  router.post("/api/operator/customers", async (req) =>
    json({ data: await createBuyer(req.host, await req.fields()) }, 201),
  );

  router.post("/api/operator/customers/:id/verify", (req) => {
    verifyCustomer(req.host, idParam(req, "id", "Customer tidak ditemukan"));
    return json({ message: "Customer terverifikasi" });
  });

  router.get("/api/operator/outbox", (req) =>
    json({ data: listOutbox(req.host, req.query.get("to") ?? undefined) }),
  );

  router.post("/api/operator/reset", async (req) => {
    await resetDemoData(req.host);
    return json({ message: "Data demo telah dipulihkan" });
  });
}
