import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { addressSchema } from "~/features/buying/address-schema";
import { cartActionSchema } from "~/features/buying/cart-schema";
import { checkoutActionSchema } from "~/features/buying/checkout/schema";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(key, item);
  return data;
}

function errorsOf(
  schema: typeof checkoutActionSchema | typeof addressSchema | typeof cartActionSchema,
  fields: Record<string, string | string[]>,
) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "error" ? submission.error : null;
}

describe("cart forms", () => {
  it("keeps notes within the host's 255 characters", () => {
    expect(errorsOf(cartActionSchema, { intent: "note", cartId: "3", note: "a".repeat(255) })).toBeNull();
    expect(errorsOf(cartActionSchema, { intent: "note", cartId: "3", note: "a".repeat(256) })).toEqual({
      note: ["Catatan maksimal 255 karakter"],
    });
  });
  it("carries the selection with a quantity change", () => {
    const submission = parseWithZod(form({ intent: "qty", cartId: "3", qty: "0", selected: ["3", "5"] }), {
      schema: cartActionSchema,
    });
    expect(submission.status === "success" && submission.value).toMatchObject({ selected: [3, 5] });
  });
});

describe("shipping negotiation", () => {
  it("accepts up to 7 digits and refuses 8 as too long", () => {
    expect(
      errorsOf(checkoutActionSchema, { intent: "shipping-nego", shipping_cost_nego: "1234567" }),
    ).toBeNull();
    expect(
      errorsOf(checkoutActionSchema, { intent: "shipping-nego", shipping_cost_nego: "12345678" }),
    ).toEqual({
      shipping_cost_nego: ["Data terlalu panjang!"],
    });
  });
  it("takes digits only", () => {
    expect(errorsOf(checkoutActionSchema, { intent: "shipping-nego", shipping_cost_nego: "-5" })).toEqual({
      shipping_cost_nego: ["Pastikan data yang diinput berupa angka"],
    });
  });
});

describe("price negotiation", () => {
  it("accepts 0 and up to 10 digits", () => {
    expect(
      errorsOf(checkoutActionSchema, { intent: "price-nego", detailId: "3", price_nego: "0" }),
    ).toBeNull();
    expect(
      errorsOf(checkoutActionSchema, { intent: "price-nego", detailId: "3", price_nego: "1234567890" }),
    ).toBeNull();
    expect(
      errorsOf(checkoutActionSchema, { intent: "price-nego", detailId: "3", price_nego: "12345678901" }),
    ).toEqual({
      price_nego: ["Data terlalu panjang!"],
    });
  });
});

describe("partial form", () => {
  it("keeps empty parts as empty strings", () => {
    const submission = parseWithZod(form({ intent: "partial", detailId: "4", parts: ["2", "", "3"] }), {
      schema: checkoutActionSchema,
    });
    expect(submission.status === "success" && submission.value).toMatchObject({ parts: ["2", "", "3"] });
  });
});

describe("address form", () => {
  it("names every missing field with the spec's message", () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      receipt_name: ["Nama penerima tidak boleh kosong"],
      receipt_phone_number: ["No telepon tidak boleh kosong"],
      address: ["Alamat tidak boleh kosong"],
      name: ["Satuan kerja tidak boleh kosong"],
      province_id: ["Silahkan pilih provinsi"],
      district_id: ["Silahkan pilih kabupaten"],
      sub_district_id: ["Silahkan pilih kecamatan"],
    });
  });
  it("wants a numeric phone", () => {
    const errors = errorsOf(addressSchema, {
      receipt_name: "Budi",
      receipt_phone_number: "08x12",
      address: "Jl. Sudirman 1",
      name: "Dinas Kesehatan",
      province_id: "51",
      district_id: "5171",
      sub_district_id: "517101",
    });
    expect(errors).toEqual({ receipt_phone_number: ["Pastikan data yang diinput berupa angka"] });
  });
});
