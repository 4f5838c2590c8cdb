import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { addToCartSchema } from "~/features/catalogue/product-schema";

function qtyErrors(qty: string | null) {
  const form = new FormData();
  if (qty !== null) form.set("qty", qty);
  const submission = parseWithZod(form, { schema: addToCartSchema });
  return submission.status === "success" ? submission.value : submission.error?.qty;
}

describe("addToCartSchema", () => {
  it("accepts a whole quantity of at least 1", () => {
    expect(qtyErrors("3")).toEqual({ qty: 3 });
  });

  it("says what is wrong with the quantity", () => {
    expect(qtyErrors(null)).toEqual(["Jumlah wajib diisi"]);
    expect(qtyErrors("")).toEqual(["Jumlah wajib diisi"]);
    expect(qtyErrors("0")).toEqual(["Jumlah minimal 1"]);
    expect(qtyErrors("1.5")).toEqual(["Jumlah harus berupa angka"]);
    expect(qtyErrors("dua")).toEqual(["Jumlah harus berupa angka"]);
  });
});
