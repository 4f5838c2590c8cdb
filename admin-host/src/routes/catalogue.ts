import { z } from "zod";
import type { Db, Params } from "../db/index.ts";
import { requireCustomer } from "../http/auth.ts";
import { notFound } from "../http/errors.ts";
import { json, rawJson, type Reply, type Router } from "../http/router.ts";
import { idParam, validate } from "../http/validate.ts";
import { catalogueCache } from "./catalogue-cache.ts";
import { effectivePriceSql, loadReviews, loadSummaries } from "./catalogue-queries.ts";

export const pageSize = 12;
export const recommendationStep = 20;
const productNotFound = "Produk tidak ditemukan ..";

/** `[1, "2"]`, `"1,2"` or `3` → [1, 2] / [3]; anything that is not a list of ids fails. */
const idList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return [];
    const items = Array.isArray(v) ? v : String(v).split(",");
    return items.map((item) => String(item).trim()).filter((item) => item !== "");
  },
  z
    .array(
      z
        .string()
        .regex(/^\d{1,12}$/, "Kategori tidak valid")
        .transform(Number),
    )
    .max(100, "Kategori tidak valid"),
);

const optionalWhole = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : String(v).trim()),
    z
      .string()
      .regex(/^\d{1,13}$/, message)
      .transform(Number)
      .optional(),
  );

const filterSchema = z.object({
  category: idList,
  subcategory: idList,
  price_min: optionalWhole("Harga harus berupa angka"),
  price_max: optionalWhole("Harga harus berupa angka"),
  rating: z.preprocess(
    (v) => (v === undefined || v === null || v === "" || v === "all" ? undefined : String(v)),
    z
      .enum(["1", "2", "3", "4", "5"], { errorMap: () => ({ message: "Rating harus 1 sampai 5" }) })
      .transform(Number)
      .optional(),
  ),
  sort: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : String(v)),
    z
      .enum(["populer", "terlaris", "termurah", "terbaru"], {
        errorMap: () => ({ message: "Urutan tidak dikenal" }),
      })
      .optional(),
  ),
  search: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string({ invalid_type_error: "Pencarian tidak valid" }).trim().max(100, "Pencarian terlalu panjang!"),
  ),
  page: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "1" : String(v).trim()),
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, "Halaman tidak valid")
      .transform(Number),
  ),
  promo: z.preprocess((v) => v === "1" || v === 1 || v === true || v === "true", z.boolean()),
});

const orderBy: Record<string, string> = {
  populer: "p.view_count DESC, p.id",
  terlaris: "p.total_sold DESC, p.id",
  termurah: `${effectivePriceSql}, p.id`,
  terbaru: "p.created_at DESC, p.id DESC",
};

type Filter = z.output<typeof filterSchema>;

/** WHERE clause and parameters for a filter; its shape depends only on which criteria are set. */
function filterWhere(filter: Filter): { where: string; params: Params } {
  const clauses = ["p.status = 'enabled'"];
  const params: (string | number)[] = [];
  if (filter.category.length > 0 || filter.subcategory.length > 0) {
    // A product matches a chosen subcategory, or a chosen category none of whose subcategories is chosen.
    clauses.push(`(p.subcategory_id IN (SELECT value FROM json_each(?))
      OR (s.category_id IN (SELECT value FROM json_each(?))
        AND s.category_id NOT IN (SELECT category_id FROM subcategories WHERE id IN (SELECT value FROM json_each(?)))))`);
    const subcategories = JSON.stringify(filter.subcategory);
    params.push(subcategories, JSON.stringify(filter.category), subcategories);
  }
  if (filter.price_min !== undefined) {
    clauses.push(`${effectivePriceSql} >= ?`);
    params.push(filter.price_min);
  }
  if (filter.price_max !== undefined) {
    clauses.push(`${effectivePriceSql} <= ?`);
    params.push(filter.price_max);
  }
  if (filter.rating !== undefined) {
    clauses.push("p.star_review >= ?");
    params.push(filter.rating);
  }
  if (filter.promo) clauses.push("EXISTS (SELECT 1 FROM promos pr WHERE pr.product_id = p.id)");
  for (const word of filter.search.split(/\s+/).filter(Boolean).slice(0, 5)) {
    clauses.push("p.name LIKE ? ESCAPE '\\'");
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { where: clauses.join(" AND "), params };
}

function filterProducts(db: Db, filter: Filter) {
  const { where, params } = filterWhere(filter);
  const from = "FROM products p JOIN subcategories s ON s.id = p.subcategory_id";
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from} WHERE ${where}`, params)?.n ?? 0;
  const ids = db
    .all<{ id: number }>(
      `SELECT p.id ${from} WHERE ${where} ORDER BY ${orderBy[filter.sort ?? ""] ?? "p.id"} LIMIT ? OFFSET ?`,
      [...(params as (string | number)[]), pageSize, (filter.page - 1) * pageSize],
    )
    .map((row) => row.id);
  return {
    products: loadSummaries(db, ids),
    pageTotal: Math.ceil(total / pageSize),
    total,
    page: filter.page,
    perPage: pageSize,
  };
}

function settings(db: Db) {
  const data: Record<string, unknown> = {};
  for (const row of db.all<{ key: string; value: string }>("SELECT key, value FROM settings"))
    data[row.key] = row.value;
  data.faq = db.all("SELECT id, question, answer FROM faqs ORDER BY position, id");
  return data;
}

/** An answer that is the same for everyone, serialised once per catalogue version. */
const cachedAnswer = (db: Db, key: string, build: () => unknown): Reply =>
  rawJson(catalogueCache(db).get(key, () => ({ text: JSON.stringify(build()) })).text);

const limitParam = (value: string | null) => {
  const n = Number(value);
  return value !== null && /^\d{1,3}$/.test(value) && n >= 1 ? Math.min(n, 100) : -1;
};

/** Settings, products, categories and banners: public reads, plus recording a customer's product view. */
export function register(router: Router): void {
  router.get("/api/setting", (req) =>
    cachedAnswer(req.host.db, "setting", () => ({ data: settings(req.host.db) })),
  );

  router.get("/api/product", (req) => {
    const { db } = req.host;
    const category = req.query.get("category");
    const categoryId = category && /^\d{1,12}$/.test(category) ? Number(category) : null;
    if (category && categoryId === null) return json({ data: [] });
    // The other products of one product's category (its page's related products): read by
    // index, never the whole list. Not an id, or no such product: nothing is related.
    const related = req.query.get("related_to");
    const relatedId = related && /^\d{1,12}$/.test(related) ? Number(related) : null;
    if (related !== null && relatedId === null) return json({ data: [] });
    const promo = req.query.get("promo") === "1" ? 1 : 0;
    const limit = limitParam(req.query.get("limit"));
    return cachedAnswer(db, `product:${categoryId}:${promo}:${limit}:${relatedId}`, () => {
      const ids = db
        .all<{ id: number }>(
          `SELECT p.id FROM products p JOIN subcategories s ON s.id = p.subcategory_id
           WHERE p.status = 'enabled' AND (? IS NULL OR s.category_id = ?)
             AND (? = 0 OR EXISTS (SELECT 1 FROM promos pr WHERE pr.product_id = p.id))
             AND (? IS NULL OR (p.id <> ? AND s.category_id = (
               SELECT rs.category_id FROM products rp JOIN subcategories rs ON rs.id = rp.subcategory_id
               WHERE rp.id = ?)))
           ORDER BY p.total_sold DESC, p.id LIMIT ?`,
          [categoryId, categoryId, promo, relatedId, relatedId, relatedId, limit],
        )
        .map((row) => row.id);
      return { data: loadSummaries(db, ids) };
    });
  });

  router.get("/api/product/recomendation", (req) => {
    const { db } = req.host;
    const raw = req.query.get("offset") ?? "0";
    const offset = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    const total =
      db.get<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE status = 'enabled'")?.n ?? 0;
    const ids = db
      .all<{ id: number }>(
        "SELECT id FROM products WHERE status = 'enabled' ORDER BY view_count DESC, id LIMIT ? OFFSET ?",
        [recommendationStep, offset],
      )
      .map((row) => row.id);
    const next = offset + recommendationStep;
    return json({ data: loadSummaries(db, ids), offset, next_offset: next < total ? next : null, total });
  });

  router.get("/api/product/:id", (req) => {
    const id = idParam(req, "id", productNotFound);
    const { db } = req.host;
    return cachedAnswer(db, `detail:${id}`, () => {
      const [summary] = loadSummaries(db, [id]);
      if (!summary) throw notFound(productNotFound);
      const descriptions = db.get<{ descriptions: string | null }>(
        "SELECT descriptions FROM products WHERE id = ?",
        [id],
      );
      return {
        data: {
          ...summary,
          descriptions: descriptions?.descriptions ?? null,
          spesifikasi: db.all(
            "SELECT id, name, value FROM specifications WHERE product_id = ? ORDER BY position, id",
            [id],
          ),
          reviews: loadReviews(db, id),
        },
      };
    });
  });

  router.post("/api/product/filter", async (req) => {
    const filter = validate(filterSchema, await req.fields());
    const { db } = req.host;
    // Views do not change the catalogue version, so the most-viewed order is always computed.
    if (filter.sort === "populer") return json(filterProducts(db, filter));
    return cachedAnswer(db, `filter:${JSON.stringify(filter)}`, () => filterProducts(db, filter));
  });

  router.post("/api/product/customer/view/:id", (req) => {
    const customer = requireCustomer(req);
    const id = idParam(req, "id", productNotFound);
    const { db } = req.host;
    if (!db.get("SELECT 1 FROM products WHERE id = ?", [id])) throw notFound(productNotFound);
    db.run("INSERT INTO product_views (product_id, customer_id, created_at) VALUES (?, ?, ?)", [
      id,
      customer.id,
      new Date().toISOString(),
    ]);
    return json({ message: "Berhasil" }, 201);
  });

  router.get("/api/category", (req) => {
    const { db } = req.host;
    return cachedAnswer(db, "category", () => {
      const categories = db.all<{ id: number; name: string; image: string | null }>(
        "SELECT id, name, image FROM categories ORDER BY id",
      );
      const subcategories = db.all<{ id: number; category_id: number; name: string }>(
        "SELECT id, category_id, name FROM subcategories ORDER BY category_id, id",
      );
      return {
        data: categories.map((c) => ({
          ...c,
          subcategory: subcategories.filter((s) => s.category_id === c.id),
        })),
      };
    });
  });

  router.get("/api/subcategory", (req) => {
    const { db } = req.host;
    return cachedAnswer(db, "subcategory", () => {
      const rows = db.all<{ id: number; category_id: number; name: string; category_name: string }>(
        `SELECT s.id, s.category_id, s.name, c.name AS category_name FROM subcategories s
         JOIN categories c ON c.id = s.category_id ORDER BY s.category_id, s.id`,
      );
      return {
        data: rows.map(({ category_name, ...s }) => ({
          ...s,
          category: { id: s.category_id, name: category_name },
        })),
      };
    });
  });

  router.get("/api/banner", (req) => {
    const { db } = req.host;
    const position = req.query.get("position");
    return cachedAnswer(db, `banner:${position ?? ""}`, () => ({
      data: db.all(
        "SELECT id, position, image, webp, url FROM banners WHERE (? IS NULL OR position = ?) ORDER BY id",
        [position, position],
      ),
    }));
  });
}
