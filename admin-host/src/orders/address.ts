import type { Db } from "../db/index.ts";

/** A buyer's address book entry in the spec's shape (000 §3 Address entry), used as a delivery address. */
export interface DeliveryAddress {
  id: number;
  name: string;
  customer_address: {
    receipt_name: string;
    receipt_phone_number: string;
    address: string;
    satker_id: number;
    province_id: number;
    district_id: number;
    sub_district_id: number;
    province: { province_name: string };
    district: { city_name: string; postal_code: string };
    sub_district: { subdistrict_name: string };
  };
}

interface AddressRow {
  id: number;
  satker_name: string;
  receipt_name: string;
  receipt_phone_number: string;
  address: string;
  province_id: number;
  district_id: number;
  sub_district_id: number;
  province_name: string;
  city_name: string;
  postal_code: string;
  subdistrict_name: string;
}

/** The buyer's own address `addressId`, or null when it is missing or someone else's. */
export function deliveryAddress(db: Db, customerId: number, addressId: number): DeliveryAddress | null {
  const row = db.get<AddressRow>(
    `SELECT a.id, a.satker_name, a.receipt_name, a.receipt_phone_number, a.address, a.province_id, a.district_id,
       a.sub_district_id, p.name AS province_name, r.name AS city_name, r.postal_code, d.name AS subdistrict_name
     FROM addresses a JOIN provinces p ON p.id = a.province_id JOIN regencies r ON r.id = a.district_id
     JOIN districts d ON d.id = a.sub_district_id WHERE a.id = ? AND a.customer_id = ?`,
    [addressId, customerId],
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.satker_name,
    customer_address: {
      receipt_name: row.receipt_name,
      receipt_phone_number: row.receipt_phone_number,
      address: row.address,
      satker_id: row.id,
      province_id: row.province_id,
      district_id: row.district_id,
      sub_district_id: row.sub_district_id,
      province: { province_name: row.province_name },
      district: { city_name: row.city_name, postal_code: row.postal_code },
      sub_district: { subdistrict_name: row.subdistrict_name },
    },
  };
}
