import { z } from "zod";

// Texts as the admin host's cart rules (docs/admin-api.md, "Cart").
export const addToCartSchema = z.object({
  qty: z
    .number({ required_error: "Jumlah wajib diisi", invalid_type_error: "Jumlah harus berupa angka" })
    .int("Jumlah harus berupa angka")
    .min(1, "Jumlah minimal 1"),
});
