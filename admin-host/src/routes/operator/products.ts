import { z } from "zod";
import { notFound } from "../../http/errors.ts";
import { json, type Router } from "../../http/router.ts";
import { idParam, validate } from "../../http/validate.ts";

// The shop disabling a product or counting its stock again, after buyers put it in their carts.
const productChange = z
  .object({
    status: z.enum(["enabled", "disabled"], { message: "Status harus enabled atau disabled" }).optional(),
    stock: z.coerce
      .number({ message: "Stok harus berupa angka" })
      .int("Stok harus berupa angka")
      .min(0, "Stok tidak boleh negatif")
      .max(1_000_000, "Stok terlalu besar")
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.stock !== undefined, {
    message: "Isi status atau stok",
    path: ["status"],
  });

export function register(router: Router): void {
  router.post("/api/operator/products/:id", async (req) => {
    const id = idParam(req);
    const change = validate(productChange, await req.fields());
    const { db } = req.host;
    // One statement: COALESCE keeps what was not sent; the catalogue cache follows by trigger.
    const updated = db.get<{ id: number; status: string; stock: number }>(
      "UPDATE products SET status = COALESCE(?, status), stock = COALESCE(?, stock) WHERE id = ? RETURNING id, status, stock",
      [change.status ?? null, change.stock ?? null, id],
    );
    if (!updated) throw notFound();
    return json({ data: updated });
  });
}
