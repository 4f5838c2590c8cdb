import { z } from "zod";

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

/** The address form of 000 §5; region ids stay strings as the selects submit them. */
export const addressSchema = z.object({
  receipt_name: required("Nama penerima tidak boleh kosong"),
  receipt_phone_number: required("No telepon tidak boleh kosong").regex(
    /^\d+$/,
    "Pastikan data yang diinput berupa angka",
  ),
  address: required("Alamat tidak boleh kosong"),
  name: required("Satuan kerja tidak boleh kosong"),
  province_id: required("Silahkan pilih provinsi"),
  district_id: required("Silahkan pilih kabupaten"),
  sub_district_id: required("Silahkan pilih kecamatan"),
});

export type AddressInput = z.infer<typeof addressSchema>;
