import { z } from "zod";
import type { Db } from "../db/index.ts";
import { requireCustomer, type AuthCustomer } from "../http/auth.ts";
import { fieldError, notFound } from "../http/errors.ts";
import type { Fields } from "../http/fields.ts";
import { json, type ApiRequest, type Router } from "../http/router.ts";
import { idParam, requiredDigits, requiredId, requiredText, validate } from "../http/validate.ts";
import { insertAddress, regionsMatch } from "./customer-accounts.ts";

const addressSchema = z.object({
  receipt_name: requiredText("Nama penerima tidak boleh kosong", 100, "Nama penerima terlalu panjang!"),
  receipt_phone_number: requiredDigits("No telepon tidak boleh kosong", 15, "No telepon terlalu panjang!"),
  address: requiredText("Alamat tidak boleh kosong", 500, "Alamat terlalu panjang!"),
  name: requiredText("Satuan kerja tidak boleh kosong", 200, "Satuan kerja terlalu panjang!"),
  province_id: requiredId("Silahkan pilih provinsi"),
  district_id: requiredId("Silahkan pilih kabupaten"),
  sub_district_id: requiredId("Silahkan pilih kecamatan"),
});

interface AddressRow {
  id: number;
  customer_id: number;
  satker_name: string;
  receipt_name: string;
  receipt_phone_number: string;
  address: string;
  province_id: number;
  province_name: string;
  district_id: number;
  city_name: string;
  postal_code: string;
  sub_district_id: number;
  subdistrict_name: string;
  created_at: string;
  updated_at: string;
}

const selectAddress = `SELECT a.id, a.customer_id, a.satker_name, a.receipt_name, a.receipt_phone_number, a.address,
    a.province_id, p.name AS province_name, a.district_id, r.name AS city_name, r.postal_code,
    a.sub_district_id, d.name AS subdistrict_name, a.created_at, a.updated_at
  FROM addresses a JOIN provinces p ON p.id = a.province_id JOIN regencies r ON r.id = a.district_id
    JOIN districts d ON d.id = a.sub_district_id`;

/** The spec's address entry: the satker with its delivery address and region names nested. */
function entry(row: AddressRow) {
  return {
    id: row.id,
    name: row.satker_name,
    customer_id: row.customer_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    customer_address: {
      id: row.id,
      satker_id: row.id,
      receipt_name: row.receipt_name,
      receipt_phone_number: row.receipt_phone_number,
      address: row.address,
      province_id: row.province_id,
      district_id: row.district_id,
      sub_district_id: row.sub_district_id,
      postal_code: row.postal_code,
      province: { province_id: row.province_id, province_name: row.province_name },
      district: { city_id: row.district_id, city_name: row.city_name, postal_code: row.postal_code },
      sub_district: { subdistrict_id: row.sub_district_id, subdistrict_name: row.subdistrict_name },
    },
  };
}

/** The caller's own address, else 404 (another customer's entry looks like a missing one). */
function ownAddress(db: Db, customer: AuthCustomer, id: number) {
  const row = db.get<AddressRow>(`${selectAddress} WHERE a.id = ? AND a.customer_id = ?`, [id, customer.id]);
  if (!row) throw notFound();
  return entry(row);
}

/** Validates the form; a `customer_id` that is sent must be the caller's own. */
async function addressInput(req: ApiRequest, customer: AuthCustomer) {
  const fields: Fields = await req.fields();
  const sentCustomer = fields.customer_id;
  if (sentCustomer !== undefined && sentCustomer !== "" && String(sentCustomer) !== String(customer.id))
    throw notFound();
  const input = validate(addressSchema, fields);
  if (!regionsMatch(req.host.db, input.province_id, input.district_id, input.sub_district_id)) {
    throw fieldError("sub_district_id", "Kecamatan tidak sesuai dengan provinsi dan kabupaten yang dipilih");
  }
  return input;
}

/** The customer's address book (000 §7). */
export function register(router: Router): void {
  router.get("/api/customer/address/list/:userId", (req) => {
    const customer = requireCustomer(req);
    if (idParam(req, "userId") !== customer.id) throw notFound();
    const rows = req.host.db.all<AddressRow>(`${selectAddress} WHERE a.customer_id = ? ORDER BY a.id`, [
      customer.id,
    ]);
    return json({ data: rows.map(entry) });
  });

  router.post("/api/customer/address/create", async (req) => {
    const customer = requireCustomer(req);
    const input = await addressInput(req, customer);
    const { db } = req.host;
    const id = insertAddress(db, customer.id, { ...input, satker_name: input.name });
    return json({ message: "Alamat berhasil ditambahkan", data: ownAddress(db, customer, id) }, 201);
  });

  router.get("/api/customer/address/edit/:id", (req) => {
    const customer = requireCustomer(req);
    return json({ data: ownAddress(req.host.db, customer, idParam(req)) });
  });

  router.put("/api/customer/address/update/:id", async (req) => {
    const customer = requireCustomer(req);
    const id = idParam(req);
    const { db } = req.host;
    ownAddress(db, customer, id);
    const input = await addressInput(req, customer);
    db.run(
      `UPDATE addresses SET satker_name = ?, receipt_name = ?, receipt_phone_number = ?, address = ?, province_id = ?,
         district_id = ?, sub_district_id = ?, updated_at = ? WHERE id = ? AND customer_id = ?`,
      [
        input.name,
        input.receipt_name,
        input.receipt_phone_number,
        input.address,
        input.province_id,
        input.district_id,
        input.sub_district_id,
        new Date().toISOString(),
        id,
        customer.id,
      ],
    );
    return json({
      status: "Success",
      message: "Data anda telah berhasil diperbaharui",
      data: ownAddress(db, customer, id),
    });
  });

  router.delete("/api/customer/address/delete/:id", (req) => {
    const customer = requireCustomer(req);
    const { changes } = req.host.db.run("DELETE FROM addresses WHERE id = ? AND customer_id = ?", [
      idParam(req),
      customer.id,
    ]);
    if (changes === 0) throw notFound();
    return json({ status: "Success", message: "Alamat berhasil dihapus" });
  });
}
