// The storefront's review and complaint calls (app/lib/admin/reviews.server.ts and
// complaints.server.ts) against a real host: their zod schemas read the host's answers, media go
// as multipart, refusals arrive as the host's messages, and another buyer's data is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import { files, paidOrder, placeOrder, startOrderWorld, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];
let client: typeof import("~/lib/admin/client.server");
let reviews: typeof import("~/lib/admin/reviews.server");
let complaints: typeof import("~/lib/admin/complaints.server");

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(3));
  process.env.ADMIN_API_URL = `${host.url}/api`;
  process.env.ADMIN_FILES_URL = `${host.url}/files`;
  client = await import("~/lib/admin/client.server");
  reviews = await import("~/lib/admin/reviews.server");
  complaints = await import("~/lib/admin/complaints.server");
});
afterAll(() => host.close());

const adminFor = (who: OrderBuyer) =>
  client.createAdminClient({ token: who.token, onUnauthenticated: () => Promise.reject(new Error("401")) });

/** The smallest MP4 the sniffer (contract/file-sniffer.ts) recognises: an `ftyp` box with the isom brand. */
const mp4 = () => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write("ftypisom", 4, "latin1");
  box.writeUInt32BE(512, 12);
  box.write("isomiso2avc1mp41", 16, "latin1");
  return new Blob([Buffer.concat([box, Buffer.alloc(2000, 0)])], { type: "video/mp4" });
};

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof client.AdminError ? error.status : String(error)),
  );

const linesOf = async (id: number) => (await reviews.getOrderReviews(adminFor(buyer), id)).transaction_detail;

describe("reviews through the storefront's client", () => {
  it("posts a review with an image and a video, then reads it in the order, the list and after the answer", async () => {
    const id = await paidOrder(host, buyer, [
      [products[0], 1],
      [products[1], 2],
    ]);
    const [first, second] = await linesOf(id);
    expect(first.review).toBeNull();
    const saved = await reviews.postReview(adminFor(buyer), {
      detailId: first.id,
      star: 4,
      notes: "Barang bagus sekali",
      media: [
        { blob: files.png(), name: "ulasan-1.png" },
        { blob: mp4(), name: "ulasan-2.mp4" },
      ],
    });
    expect(saved.message).toBe("Data anda telah berhasil disimpan");
    expect(saved.data.image.map((item) => item.kind)).toEqual(["image", "video"]);
    expect(saved.data.image[1].url).toMatch(new RegExp(`^${host.url}/files/ulasan/.+\\.mp4$`));

    const after = await linesOf(id);
    expect(after[0].review?.id).toBe(saved.data.id);
    expect(after[1]).toMatchObject({ id: second.id, review: null });

    await host.operator(`reviews/${saved.data.id}/answer`, { respon_notes: "Terima kasih" });
    const [newest] = await reviews.listReviews(adminFor(buyer));
    expect(newest).toMatchObject({
      id: saved.data.id,
      star: 4,
      respon_notes: "Terima kasih",
      transaction_detail: { id: first.id, qty: 1, transaction: { id } },
    });
    expect(await reviews.listReviews(adminFor(other))).toEqual([]);
  });

  it("reads the host's refusals: a second review of a line, bad input, an unpaid order", async () => {
    const id = await paidOrder(host, buyer, [[products[2], 1]]);
    const [line] = await linesOf(id);
    const review = { detailId: line.id, star: 5, notes: "Mantap sekali", media: [] };
    await reviews.postReview(adminFor(buyer), review);
    await expect(reviews.postReview(adminFor(buyer), review)).rejects.toMatchObject({
      status: 422,
      message: "Anda sudah memberikan ulasan untuk produk ini",
    });
    const unpaid = await placeOrder(host, buyer, [[products[2], 1]]);
    const [unpaidLine] = await linesOf(unpaid);
    await expect(
      reviews.postReview(adminFor(buyer), { ...review, detailId: unpaidLine.id }),
    ).rejects.toMatchObject({ status: 422, message: "Ulasan hanya untuk transaksi yang sudah dibayar" });
    await expect(
      reviews.postReview(adminFor(buyer), { ...review, detailId: unpaidLine.id, notes: "Oke" }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("another buyer's order and line are a 404", async () => {
    const id = await paidOrder(host, buyer, [[products[0], 1]]);
    const [line] = await linesOf(id);
    expect(await status(reviews.getOrderReviews(adminFor(other), id))).toBe(404);
    expect(
      await status(
        reviews.postReview(adminFor(other), {
          detailId: line.id,
          star: 5,
          notes: "Bukan milik saya",
          media: [],
        }),
      ),
    ).toBe(404);
    expect(await status(reviews.getOrderReviews(adminFor(buyer), 999_999))).toBe(404);
  });
});

describe("complaints through the storefront's client", () => {
  it("posts a complaint with proof; the duplicate refusal, the detail, the list and the answer", async () => {
    const id = await paidOrder(host, buyer, [[products[1], 1]]);
    const [line] = await linesOf(id);
    const complaint = {
      detailId: line.id,
      description: "Barang datang rusak",
      proof: [{ blob: mp4(), name: "bukti-1.mp4" }],
    };
    const saved = await complaints.postComplaint(adminFor(buyer), complaint);
    expect(saved.message).toBe("Komplain Anda Berhasil dikirim");
    expect(saved.data).toMatchObject({
      respon_admin: null,
      transaction_detail: { id: line.id, transaction: { id } },
    });
    expect(saved.data.image[0].kind).toBe("video");
    await expect(complaints.postComplaint(adminFor(buyer), complaint)).rejects.toMatchObject({
      status: 422,
      message: "You already make complaint with this transaction",
    });

    await host.operator(`complaints/${saved.data.id}/answer`, { respon_admin: "Unit pengganti dikirim" });
    const detail = await complaints.getComplaint(adminFor(buyer), saved.data.id);
    expect(detail).toMatchObject({ id: saved.data.id, respon_admin: "Unit pengganti dikirim" });
    expect((await complaints.listComplaints(adminFor(buyer)))[0].id).toBe(saved.data.id);
    expect(await complaints.listComplaints(adminFor(other))).toEqual([]);
  });

  it("refuses a complaint without proof or description; another buyer's complaint and line are a 404", async () => {
    const id = await paidOrder(host, buyer, [[products[0], 1]]);
    const [line] = await linesOf(id);
    await expect(
      complaints.postComplaint(adminFor(buyer), { detailId: line.id, description: "Rusak", proof: [] }),
    ).rejects.toMatchObject({ status: 422, message: "Bukti wajib diisi" });
    await expect(
      complaints.postComplaint(adminFor(buyer), {
        detailId: line.id,
        description: "",
        proof: [{ blob: files.png(), name: "b.png" }],
      }),
    ).rejects.toMatchObject({ status: 422, message: "Keterangan Komplain wajib diisi" });
    expect(
      await status(
        complaints.postComplaint(adminFor(other), {
          detailId: line.id,
          description: "Bukan milik saya",
          proof: [{ blob: files.png(), name: "b.png" }],
        }),
      ),
    ).toBe(404);
    const saved = await complaints.postComplaint(adminFor(buyer), {
      detailId: line.id,
      description: "Rusak",
      proof: [{ blob: files.png(), name: "b.png" }],
    });
    expect(await status(complaints.getComplaint(adminFor(other), saved.data.id))).toBe(404);
    expect(await status(complaints.getComplaint(adminFor(buyer), 999_999))).toBe(404);
  });
});
