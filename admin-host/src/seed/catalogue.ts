import type { Db } from "../db/index.ts";
import { imageWidths } from "../image-variants.ts";
import type { Artwork } from "./images.ts";
import { brands, catalogue, origins } from "./catalogue-data.ts";
import { createRandom } from "./random.ts";

/**
 * Fixtures tests rely on (documented in docs/admin-api.md "Demo data"). Product ids follow the
 * order of catalogue-data.ts, starting at 1.
 */
export const fixtures = {
  /** Enabled, no promo, stock exactly 10: for the over-stock message. */
  knownStockProduct: 1,
  knownStock: 10,
  /** Has many reviews of every star value (review paging and star filter). */
  manyReviewsProduct: 3,
  isZeroStock: (id: number) => id % 15 === 5,
  isDisabled: (id: number) => id % 20 === 7,
  isPromo: (id: number) => id % 6 === 2,
  hasNoSpecifications: (id: number) => id % 11 === 0,
  hasNoDescription: (id: number) => id % 13 === 0,
};

const baseTime = Date.parse("2025-01-06T01:00:00.000Z");

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function descriptionFor(name: string, unit: string, brand: string): string {
  return [
    `<p><strong>${name}</strong> dari ${brand} untuk kebutuhan operasional kantor dan instansi pemerintah.</p>`,
    "<ul>",
    "<li>Barang baru, bergaransi resmi dan disertai faktur pajak</li>",
    `<li>Harga per ${unit.toLowerCase()}, sudah termasuk kemasan standar</li>`,
    "<li>Pengiriman ke seluruh Indonesia melalui ekspedisi rekanan</li>",
    "</ul>",
    "<p>Hubungi admin melalui fitur chat untuk pembelian dalam jumlah besar atau negosiasi harga.</p>",
  ].join("");
}

export interface SeededCatalogue {
  artworks: Artwork[];
  productIds: number[];
}

/** Categories, units, products with images, promos and specifications, banners. Returns artwork to render. */
export function seedCatalogue(db: Db): SeededCatalogue {
  const random = createRandom(20250106);
  const artworks: Artwork[] = [];
  const productIds: number[] = [];
  const unitIds = new Map<string, number>();
  const unitId = (name: string) => {
    let id = unitIds.get(name);
    if (id === undefined) {
      id = db.run("INSERT INTO units (name) VALUES (?)", [name]).lastInsertRowid;
      unitIds.set(name, id);
    }
    return id;
  };

  db.tx(() => {
    let productId = 0;
    catalogue.forEach((category, c) => {
      const categoryId = db.run("INSERT INTO categories (name, image) VALUES (?, ?)", [
        category.name,
        `kategori/${c + 1}.webp`,
      ]).lastInsertRowid;
      artworks.push({
        name: `kategori/${c + 1}`,
        width: 160,
        height: 160,
        seed: 500 + c,
        formats: ["webp"],
        widths: imageWidths.category,
      });
      for (const sub of category.subcategories) {
        const subId = db.run("INSERT INTO subcategories (category_id, name) VALUES (?, ?)", [
          categoryId,
          sub.name,
        ]).lastInsertRowid;
        for (const [name, price, unit, weight] of sub.products) {
          productId++;
          const id = productId;
          const brand = random.pick(brands);
          const created = new Date(baseTime + id * 7 * 3600_000).toISOString();
          const stock =
            id === fixtures.knownStockProduct
              ? fixtures.knownStock
              : fixtures.isZeroStock(id)
                ? 0
                : random.int(3, 250);
          db.run(
            `INSERT INTO products (id, subcategory_id, unit_id, name, price, descriptions, stock, weight, status, total_sold,
               view_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              subId,
              unitId(unit),
              name,
              price,
              fixtures.hasNoDescription(id) ? null : descriptionFor(name, unit, brand),
              stock,
              weight,
              fixtures.isDisabled(id) ? "disabled" : "enabled",
              (id * 37) % 997, // distinct for every product, so best sellers have a strict order
              (id * 53) % 503,
              created,
              created,
            ],
          );
          productIds.push(id);
          const imageCount = 1 + ((id * 5) % 4);
          for (let n = 1; n <= imageCount; n++) {
            db.run(
              "INSERT INTO product_images (product_id, image, webp, default_image, position) VALUES (?, ?, ?, ?, ?)",
              [id, `produk/${id}-${n}.jpg`, `produk/${id}-${n}.webp`, n === 1 ? 1 : 0, n],
            );
            artworks.push({
              name: `produk/${id}-${n}`,
              width: 480,
              height: 480,
              seed: id * 10 + n,
              formats: ["jpg", "webp"],
              widths: imageWidths.product,
            });
          }
          if (fixtures.isPromo(id) && id !== fixtures.knownStockProduct) {
            const discount = 5 + ((id * 7) % 5) * 5;
            db.run("INSERT INTO promos (product_id, discount, price_promo) VALUES (?, ?, ?)", [
              id,
              discount,
              roundTo((price * (100 - discount)) / 100, 100),
            ]);
          }
          if (!fixtures.hasNoSpecifications(id)) {
            const specs: [string, string][] = [
              ["Merek", brand],
              ["Satuan", unit],
              ["Berat", weight >= 1000 ? `${(weight / 1000).toLocaleString("id-ID")} kg` : `${weight} gram`],
              ["Negara Asal", random.pick(origins)],
              ["Garansi", random.pick(["Tidak ada", "6 bulan", "1 tahun", "2 tahun"])],
              ["TKDN", `${random.int(25, 60)}%`],
            ];
            specs.forEach(([specName, value], position) =>
              db.run("INSERT INTO specifications (product_id, name, value, position) VALUES (?, ?, ?, ?)", [
                id,
                specName,
                value,
                position,
              ]),
            );
          }
        }
      }
    });

    const banners: [string, number, number, string | null][] = [
      ["Slider", 1200, 400, "/produk?page=1"],
      ["Slider", 1200, 400, "/produk/promo?page=1"],
      ["Slider", 1200, 400, "/produk?kategori=2"],
      ["Banner 1", 600, 300, "/produk?kategori=1"],
      ["Banner 2", 600, 300, "/produk?kategori=3"],
      ["Banner 3", 600, 300, "/produk?kategori=4"],
      ["Login Page", 640, 800, null],
      ["Registration Page", 640, 800, null],
      ["Forget Password Page", 640, 800, null],
      ["Reset Password Page", 640, 800, null],
    ];
    banners.forEach(([position, width, height, url], i) => {
      const name = `banner/${i + 1}`;
      db.run("INSERT INTO banners (position, image, webp, url) VALUES (?, ?, ?, ?)", [
        position,
        `${name}.jpg`,
        `${name}.webp`,
        url,
      ]);
      artworks.push({
        name,
        width,
        height,
        seed: 900 + i,
        formats: ["jpg", "webp"],
        widths: imageWidths.banner,
      });
    });
  });
  return { artworks, productIds };
}
