import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSummaries } from "../../admin-host/src/routes/catalogue-queries.ts";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

interface Summary {
  id: number;
  name: string;
  price: number;
  status: string;
  stock: number;
  total_sold: number;
  star_review: number;
  view_count?: number;
  created_at: string;
  subcategory: { id: number; category_id: number };
  image: { image: string; webp: string; default_image: number }[];
  promo: { discount: number; price_promo: number }[];
}

const effective = (p: Summary) => p.promo[0]?.price_promo ?? p.price;

async function filter(form: Record<string, string | string[]>) {
  const res = await host.api("product/filter", { form });
  expect(res.status).toBe(200);
  return res.body as { products: Summary[]; pageTotal: number; total: number; page: number; perPage: number };
}

describe("GET setting", () => {
  it("has every shop detail and the FAQ", async () => {
    const res = await host.api("setting");
    expect(res.status).toBe(200);
    const keys = [
      "phone",
      "email",
      "address",
      "province",
      "district",
      "lat",
      "long",
      "facebook",
      "twitter",
      "instagram",
      "linkedin",
      "about",
      "tac",
      "pp",
      "tac_price_nego",
      "faq",
    ];
    expect(Object.keys(res.body.data).sort()).toEqual(keys.sort());
    expect(res.body.data.faq.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.faq[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.stringContaining("<p>"),
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET product", () => {
  it("lists enabled products, best sellers first, with images and promo", async () => {
    const res = await host.api("product");
    const products: Summary[] = res.body.data;
    expect(products).toHaveLength(78); // 82 seeded, 4 disabled
    expect(products.every((p) => p.status === "enabled")).toBe(true);
    const sold = products.map((p) => p.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(products.every((p) => p.image.length >= 1 && p.image[0].default_image === 1)).toBe(true);
    const promo = products.find((p) => p.id === 2);
    expect(promo?.promo).toEqual([
      { id: expect.any(Number), discount: expect.any(Number), price_promo: expect.any(Number) },
    ]);
    expect(promo!.promo[0].price_promo).toBeLessThan(promo!.price);
  });

  it("takes limit, category and promo", async () => {
    expect((await host.api("product?limit=6")).body.data).toHaveLength(6);
    expect((await host.api("product?limit=abc")).body.data.length).toBe(78);
    const category: Summary[] = (await host.api("product?category=2")).body.data;
    expect(category.length).toBeGreaterThan(0);
    expect(category.every((p) => p.subcategory.category_id === 2)).toBe(true);
    const promo: Summary[] = (await host.api("product?promo=1&limit=6")).body.data;
    expect(promo).toHaveLength(6);
    expect(promo.every((p) => p.promo.length === 1)).toBe(true);
    expect((await host.api("product?category=x")).body.data).toEqual([]);
  });

  it("takes related_to: the other enabled products of that product's category, best sellers first", async () => {
    const product = (await host.api("product/3")).body.data as Summary;
    const categoryId = product.subcategory.category_id;
    const category: Summary[] = (await host.api(`product?category=${categoryId}`)).body.data;
    const related: Summary[] = (await host.api("product?related_to=3")).body.data;
    expect(related.map((p) => p.id)).toEqual(category.filter((p) => p.id !== 3).map((p) => p.id));
    expect(related.length).toBeGreaterThan(6);
    expect(related.every((p) => p.subcategory.category_id === categoryId && p.status === "enabled")).toBe(
      true,
    );
    const six: Summary[] = (await host.api("product?related_to=3&limit=6")).body.data;
    expect(six).toEqual(related.slice(0, 6));
    // A disabled product's page still has its category's enabled products.
    const disabled = (await host.api("product/7")).body.data as Summary;
    const beside: Summary[] = (await host.api("product?related_to=7")).body.data;
    expect(beside.length).toBeGreaterThan(0);
    expect(
      beside.every((p) => p.id !== 7 && p.subcategory.category_id === disabled.subcategory.category_id),
    ).toBe(true);
  });

  it("answers related_to that is no product's id with an empty list", async () => {
    for (const query of ["abc", "-1", "1.5", "", "9999", "1e3", `${"9".repeat(13)}`, "3%20OR%201=1"]) {
      const res = await host.api(`product?related_to=${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe("GET product/recomendation", () => {
  it("pages by offset in steps of 20", async () => {
    const first = await host.api("product/recomendation");
    expect(first.body).toMatchObject({ offset: 0, next_offset: 20, total: 78 });
    expect(first.body.data).toHaveLength(20);
    const last = await host.api("product/recomendation?offset=60");
    expect(last.body).toMatchObject({ offset: 60, next_offset: null });
    expect(last.body.data).toHaveLength(18);
    const ids = new Set<number>();
    for (const offset of [0, 20, 40, 60]) {
      for (const p of (await host.api(`product/recomendation?offset=${offset}`)).body.data) ids.add(p.id);
    }
    expect(ids.size).toBe(78);
  });
});

describe("GET product/{id}", () => {
  it("has images, promo, specifications, category and reviews with replies", async () => {
    const res = await host.api("product/3");
    expect(res.status).toBe(200);
    const product = res.body.data;
    expect(product).toMatchObject({
      id: 3,
      name: "Kertas Foto Glossy A4 isi 20",
      count_review: 12,
      star_review: 3.6,
      unit: { name: "Pak" },
      subcategory: { id: 1, name: "Kertas", category: { id: 1, name: "Alat Tulis Kantor" } },
    });
    expect(product.descriptions).toContain("<p>");
    expect(product.spesifikasi[0]).toEqual({
      id: expect.any(Number),
      name: "Merek",
      value: expect.any(String),
    });
    expect(product.reviews).toHaveLength(12);
    const stars = product.reviews.map((r: { star: number }) => r.star).sort();
    expect(stars).toEqual([1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5]);
    expect(product.reviews.some((r: { respon_notes: string | null }) => r.respon_notes)).toBe(true);
    expect(product.reviews.some((r: { image: unknown[] }) => r.image.length > 0)).toBe(true);
    // The reviewer's name and photo (000 §3 Review: customer name and image); not every reviewer has one.
    for (const { customer } of product.reviews as { customer: { name: unknown; image: unknown } }[]) {
      expect(Object.keys(customer).sort()).toEqual(["image", "name"]);
      expect(typeof customer.name).toBe("string");
      expect(customer.image === null || typeof customer.image === "string").toBe(true);
    }
  });

  it("serves fixtures: known stock, no specification, no description, disabled", async () => {
    expect((await host.api("product/1")).body.data).toMatchObject({
      stock: 10,
      promo: [],
      status: "enabled",
    });
    expect((await host.api("product/5")).body.data.stock).toBe(0);
    expect((await host.api("product/11")).body.data.spesifikasi).toEqual([]);
    expect((await host.api("product/13")).body.data.descriptions).toBeNull();
    expect((await host.api("product/7")).body.data.status).toBe("disabled");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["9999", "0", "abc", "1.5", "-3", "1%20OR%201=1"]) {
      const res = await host.api(`product/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: "Produk tidak ditemukan .." });
    }
  });
});

describe("POST product/filter", () => {
  it("pages everything by 12 without criteria", async () => {
    const all = await filter({});
    expect(all).toMatchObject({ total: 78, pageTotal: 7, page: 1, perPage: 12 });
    expect(all.products).toHaveLength(12);
    const last = await filter({ page: "7" });
    expect(last.products).toHaveLength(6);
    expect((await filter({ page: "8" })).products).toEqual([]);
  });

  it("filters by category and subcategory, a subcategory narrowing its own category", async () => {
    const category = await filter({ "category[]": ["1"] });
    expect(category.total).toBe(10); // 11 in Alat Tulis Kantor, product 7 disabled
    const narrowed = await filter({ "category[]": ["1", "2"], "subcategory[]": ["2"] });
    const subs = new Set(narrowed.products.map((p) => p.subcategory.id));
    expect(subs.has(1)).toBe(false);
    expect(subs.has(2)).toBe(true);
    expect(narrowed.products.some((p) => p.subcategory.category_id === 2)).toBe(true);
    expect((await filter({ category: "1,2" })).total).toBe(
      (await filter({ "category[]": ["1", "2"] })).total,
    );
  });

  it("filters by effective price range, rating, promo and search words", async () => {
    const range = await filter({ price_min: "100000", price_max: "500000" });
    expect(range.total).toBeGreaterThan(0);
    expect(range.products.every((p) => effective(p) >= 100000 && effective(p) <= 500000)).toBe(true);
    const rated = await filter({ rating: "4" });
    expect(rated.products.every((p) => p.star_review >= 4)).toBe(true);
    expect((await filter({ rating: "all" })).total).toBe(78);
    const promo = await filter({ promo: "1" });
    expect(promo.total).toBe(14);
    expect(promo.products.every((p) => p.promo.length === 1)).toBe(true);
    const search = await filter({ search: "KERTAS a4" });
    expect(search.products.map((p) => p.id)).toEqual([1, 3]);
    expect((await filter({ search: "100%" })).total).toBe(0);
    expect((await filter({ search: "' OR 1=1 --" })).total).toBe(0);
  });

  it("sorts by popularity, sales, price and date", async () => {
    const sold = (await filter({ sort: "terlaris" })).products.map((p) => p.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const prices = (await filter({ sort: "termurah" })).products.map(effective);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dates = (await filter({ sort: "terbaru" })).products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const popular = (await filter({ sort: "populer" })).products.map((p) => p.id);
    expect(popular).toEqual(
      (await host.api("product/recomendation")).body.data.slice(0, 12).map((p: Summary) => p.id),
    );
  });

  it("rejects bad criteria with 422 and Indonesian messages", async () => {
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ page: "0" }, "page", "Halaman tidak valid"],
      [{ page: "-1" }, "page", "Halaman tidak valid"],
      [{ price_min: "murah" }, "price_min", "Harga harus berupa angka"],
      [{ price_max: "-5" }, "price_max", "Harga harus berupa angka"],
      [{ price_max: "9".repeat(20) }, "price_max", "Harga harus berupa angka"],
      [{ rating: "6" }, "rating", "Rating harus 1 sampai 5"],
      [{ sort: "DROP TABLE" }, "sort", "Urutan tidak dikenal"],
      [{ "category[]": ["1; DELETE"] }, "category.0", "Kategori tidak valid"],
      [{ search: "x".repeat(10_000) }, "search", "Pencarian terlalu panjang!"],
    ];
    for (const [form, field, message] of cases) {
      const res = await host.api("product/filter", { form });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
  });
});

describe("POST product/customer/view/{id}", () => {
  it("records a view for a logged-in customer only", async () => {
    const before =
      host.db.get<{ view_count: number }>("SELECT view_count FROM products WHERE id = 4")?.view_count ?? 0;
    expect((await host.api("product/customer/view/4", { method: "POST" })).status).toBe(401);
    const buyer = await host.createBuyer();
    const res = await host.api("product/customer/view/4", { method: "POST", token: buyer.token });
    expect(res.status).toBe(201);
    expect(
      host.db.get<{ view_count: number }>("SELECT view_count FROM products WHERE id = 4")?.view_count,
    ).toBe(before + 1);
    expect(
      (await host.api("product/customer/view/9999", { method: "POST", token: buyer.token })).status,
    ).toBe(404);
  });
});

describe("categories, subcategories and banners", () => {
  it("lists categories with their subcategories", async () => {
    const categories = (await host.api("category")).body.data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0]).toMatchObject({ id: 1, name: "Alat Tulis Kantor", image: "kategori/1.webp" });
    expect(categories[0].subcategory).toEqual([
      { id: 1, category_id: 1, name: "Kertas" },
      { id: 2, category_id: 1, name: "Alat Tulis" },
      { id: 3, category_id: 1, name: "Map dan Arsip" },
    ]);
    const subcategories = (await host.api("subcategory")).body.data;
    expect(subcategories[0]).toEqual({
      id: 1,
      category_id: 1,
      name: "Kertas",
      category: { id: 1, name: "Alat Tulis Kantor" },
    });
  });

  it("has banners for every position of the spec", async () => {
    const banners: { position: string; image: string; webp: string }[] = (await host.api("banner")).body.data;
    const positions = new Set(banners.map((b) => b.position));
    for (const position of [
      "Slider",
      "Banner 1",
      "Banner 2",
      "Banner 3",
      "Login Page",
      "Registration Page",
      "Forget Password Page",
      "Reset Password Page",
    ]) {
      expect(positions.has(position), position).toBe(true);
    }
    expect((await host.api("banner?position=Slider")).body.data).toHaveLength(3);
    const image = await fetch(`${host.url}/files/${banners[0].webp}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });
});

describe("cached answers", () => {
  it("follow every committed change to the catalogue, whoever writes it", async () => {
    const stock = async () => (await host.api("product/9")).body.data.stock;
    const before = await stock();
    expect(await stock()).toBe(before); // now cached
    host.db.run("UPDATE products SET stock = stock + 5 WHERE id = 9");
    expect(await stock()).toBe(before + 5);
    expect((await host.api("product?limit=100")).body.data.find((p: Summary) => p.id === 9).stock).toBe(
      before + 5,
    );

    const cheapest = async () => (await filter({ sort: "termurah" })).products[0].id;
    const first = await cheapest();
    const price = host.db.get<{ price: number }>("SELECT price FROM products WHERE id = 9")?.price;
    host.db.run("UPDATE products SET price = 1 WHERE id = 9");
    expect(await cheapest()).toBe(9);
    host.db.run("UPDATE products SET price = ? WHERE id = 9", [price ?? 0]);
    expect(await cheapest()).toBe(first);

    host.db.run("INSERT INTO categories (name) VALUES ('Kategori Baru')");
    expect((await host.api("category")).body.data.at(-1).name).toBe("Kategori Baru");
    host.db.run("DELETE FROM categories WHERE name = 'Kategori Baru'");
    expect((await host.api("category")).body.data.at(-1).name).not.toBe("Kategori Baru");

    host.db.run("UPDATE settings SET value = '0361-999999' WHERE key = 'phone'");
    expect((await host.api("setting")).body.data.phone).toBe("0361-999999");
  });

  it("never keep what a rolled-back transaction saw", async () => {
    const price = async () => (await host.api("product/10")).body.data.price;
    const before = await price();
    expect(() =>
      host.db.tx(() => {
        host.db.run("UPDATE products SET price = 1 WHERE id = 10");
        host.db.run("UPDATE products SET name = name WHERE id = 10"); // a second bump
        expect(loadSummaries(host.db, [10])[0].price).toBe(1); // read inside, as order code does
        throw new Error("rollback");
      }),
    ).toThrow("rollback");
    host.db.run("UPDATE products SET weight = weight WHERE id = 11");
    host.db.run("UPDATE products SET weight = weight WHERE id = 11");
    expect(await price()).toBe(before);
  });
});
