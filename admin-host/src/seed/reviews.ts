import type { Db } from "../db/index.ts";
import type { Artwork } from "./images.ts";
import { fixtures } from "./catalogue.ts";
import { createRandom } from "./random.ts";

const comments: Record<number, string[]> = {
  5: [
    "Barang sesuai pesanan, kualitas sangat baik dan pengiriman cepat.",
    "Sangat puas, dokumen pengadaan lengkap dan admin responsif.",
    "Kualitas mantap, akan order lagi untuk kebutuhan kantor.",
  ],
  4: ["Barang bagus, hanya pengiriman sedikit terlambat.", "Sesuai deskripsi, kemasan rapi dan aman."],
  3: ["Cukup baik untuk harga segini.", "Barang sesuai, tetapi dus sedikit penyok saat diterima."],
  2: ["Warna agak berbeda dengan foto produk.", "Pengiriman lama, perlu ditingkatkan."],
  1: ["Satu unit diterima dalam kondisi rusak, mohon ditindaklanjuti."],
};
const replies = [
  "Terima kasih atas ulasan Bapak/Ibu, kami tunggu pesanan berikutnya.",
  "Mohon maaf atas ketidaknyamanannya, tim kami akan menghubungi Bapak/Ibu.",
  "Terima kasih, masukan Bapak/Ibu menjadi perhatian kami.",
];
const manyReviewStars = [5, 5, 5, 4, 4, 4, 3, 3, 2, 2, 1, 5];

/** Catalogue reviews by the seeded reviewers; some with a seller reply and a photo. */
export function seedReviews(
  db: Db,
  productIds: readonly number[],
  reviewerIds: readonly number[],
): Artwork[] {
  const random = createRandom(77);
  const artworks: Artwork[] = [];
  let photo = 0;
  db.tx(() => {
    // Every other reviewer has a profile photo (000 §3: a review shows its customer's name and image).
    reviewerIds.forEach((customerId, i) => {
      if (i % 2 !== 0) return;
      db.run("UPDATE customers SET image = ? WHERE id = ?", [`profil/pengulas-${i + 1}.jpg`, customerId]);
      artworks.push({
        name: `profil/pengulas-${i + 1}`,
        width: 96,
        height: 96,
        seed: 500 + i,
        formats: ["jpg"],
      });
    });
    for (const productId of productIds) {
      if (fixtures.isDisabled(productId)) continue;
      const stars =
        productId === fixtures.manyReviewsProduct
          ? manyReviewStars
          : productId % 4 === 1
            ? Array.from({ length: random.int(1, 4) }, () => random.int(3, 5))
            : [];
      stars.forEach((star, i) => {
        const at = new Date(
          Date.parse("2025-03-01T02:00:00.000Z") + (productId * 97 + i * 31) * 3600_000,
        ).toISOString();
        const replied = i % 2 === 0;
        const reviewId = db.run(
          `INSERT INTO reviews (product_id, customer_id, transaction_detail_id, star, notes, respon_notes, created_at, updated_at)
           VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`,
          [
            productId,
            reviewerIds[(productId + i) % reviewerIds.length],
            star,
            random.pick(comments[star]),
            replied ? random.pick(replies) : null,
            at,
            at,
          ],
        ).lastInsertRowid;
        if (i % 3 === 1) {
          photo++;
          db.run("INSERT INTO review_media (review_id, path, kind, position) VALUES (?, ?, 'image', 0)", [
            reviewId,
            `ulasan/${photo}.jpg`,
          ]);
          artworks.push({
            name: `ulasan/${photo}`,
            width: 400,
            height: 400,
            seed: 300 + photo,
            formats: ["jpg"],
          });
        }
      });
    }
  });
  return artworks;
}
