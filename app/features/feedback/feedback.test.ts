// Reviews and complaints: the spec's texts and limits, the form schemas, the add pages' order
// choice, the list pages' paging and search, and which lines the forms offer.
import { describe, expect, it } from "vitest";
import { complaintSchema as complaintAnswer } from "~/lib/admin/complaints.server";
import { reviewSchema as reviewAnswer } from "~/lib/admin/reviews.server";
import {
  COMPLAINT_PROOF_FIELDS,
  REVIEW_MEDIA_FIELDS,
  complaintRefusalText,
  previewOf,
  ratingText,
} from "~/features/feedback/forms";
import { complaintTable, reviewPage } from "~/features/feedback/lists.server";
import { chooseOrder } from "~/features/feedback/order-choice";
import { MEDIA_RULE, checkFile } from "~/lib/upload-rules";
import { complaintPageSchema, complaintSchema } from "~/features/feedback/complaint-schema";
import { reviewPageSchema, reviewSchema } from "~/features/feedback/review-schema";

const firstError = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe("review form (001 §5 Review)", () => {
  const valid = { produk: "12", bintang: "4", komentar: "Barang bagus sekali" };

  it("takes a product, 1-5 stars and a 5-255 character comment", () => {
    expect(reviewSchema.parse(valid)).toEqual({ produk: 12, bintang: 4, komentar: "Barang bagus sekali" });
    expect(reviewSchema.parse({ ...valid, bintang: "1", komentar: "x".repeat(255) }).bintang).toBe(1);
  });

  it.each([
    [{ bintang: "" }, "bintang", "Bintang wajib diisi"],
    [{ bintang: undefined }, "bintang", "Bintang wajib diisi"],
    [{ bintang: "0" }, "bintang", "Bintang wajib diisi"],
    [{ bintang: "6" }, "bintang", "Bintang wajib diisi"],
    [{ bintang: "4.5" }, "bintang", "Bintang wajib diisi"],
    [{ komentar: "Oke " }, "komentar", "Minimal Komentar berisi sebanyak 5 huruf"],
    [{ komentar: undefined }, "komentar", "Minimal Komentar berisi sebanyak 5 huruf"],
    [{ komentar: "x".repeat(256) }, "komentar", "Maksimal Komentar berisi sebanyak 255 huruf"],
    [{ produk: "" }, "produk", "Produk Wajib Dipilih"],
    [{ produk: "-3" }, "produk", "Produk Wajib Dipilih"],
    [{ produk: "1e3" }, "produk", "Produk Wajib Dipilih"],
  ])("refuses %o with the spec's message", (change, field, message) => {
    expect(firstError(reviewSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it("a comment without a rating is refused by the rating's message", () => {
    expect(firstError(reviewSchema.safeParse({ ...valid, bintang: "" }))).toEqual({
      bintang: "Bintang wajib diisi",
    });
  });

  it("the add page also needs the order: 'ID Pesanan Wajib diisi'", () => {
    expect(firstError(reviewPageSchema.safeParse(valid))).toEqual({ id_transaksi: "ID Pesanan Wajib diisi" });
    expect(reviewPageSchema.parse({ ...valid, id_transaksi: "7" }).id_transaksi).toBe(7);
  });

  it("offers three media slots, images up to 2,048,000 bytes and videos up to 50,000,000", () => {
    expect(REVIEW_MEDIA_FIELDS).toEqual(["media1", "media2", "media3"]);
    expect(checkFile(MEDIA_RULE, { name: "a.webp", size: 2_048_000 })).toBeNull();
    expect(checkFile(MEDIA_RULE, { name: "a.jpg", size: 2_048_001 })).toBe(
      "Ukuran format Gambar anda lebih dari 2mb",
    );
    expect(checkFile(MEDIA_RULE, { name: "a.MOV", size: 50_000_000 })).toBeNull();
    expect(checkFile(MEDIA_RULE, { name: "a.mkv", size: 50_000_001 })).toBe(
      "Ukuran format video anda lebih dari 50mb",
    );
    // 001 §5: a wrong format "lists the image types".
    expect(checkFile(MEDIA_RULE, { name: "a.pdf", size: 10 })).toBe(
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
    );
  });
});

describe("complaint form (001 §5 Complaint)", () => {
  it("takes a product and a description up to the host's 2000 characters", () => {
    expect(complaintSchema.parse({ produk: "3", keterangan: "  Rusak  " })).toEqual({
      produk: 3,
      keterangan: "Rusak",
    });
    expect(firstError(complaintSchema.safeParse({ produk: "3", keterangan: " " }))).toEqual({
      keterangan: "Keterangan Komplain wajib diisi",
    });
    expect(firstError(complaintSchema.safeParse({ produk: "3", keterangan: "x".repeat(2001) }))).toEqual({
      keterangan: "Keterangan Komplain maksimal 2000 karakter",
    });
    expect(firstError(complaintPageSchema.safeParse({ keterangan: "Rusak" }))).toEqual({
      produk: "Produk Wajib Dipilih",
      id_transaksi: "ID Pesanan Wajib diisi",
    });
  });

  it("offers up to five proof slots (the host's limit)", () => {
    expect(COMPLAINT_PROOF_FIELDS).toHaveLength(5);
  });

  it("shows the host's duplicate refusal in the spec's words for the page and the tab (001 §8)", () => {
    const host = "You already make complaint with this transaction";
    expect(complaintRefusalText(host, "page")).toBe(
      "Anda Sudah melakukan komplain pada produk didalam invoice ini",
    );
    expect(complaintRefusalText(host, "tab")).toBe(
      "Anda Sudah melakukan komplain pada produk didalam invoice yang anda pilih",
    );
    expect(complaintRefusalText("Komplain hanya untuk transaksi yang sudah dibayar", "page")).toBe(
      "Komplain hanya untuk transaksi yang sudah dibayar",
    );
  });
});

describe("texts of the lists", () => {
  it("rates with one decimal: 4 → '4.0' (001 §2 Detail modal)", () => {
    expect(ratingText(4)).toBe("4.0");
    expect(ratingText(5)).toBe("5.0");
  });

  it("cuts a complaint at 100 characters, counting characters not UTF-16 units", () => {
    expect(previewOf("x".repeat(100))).toEqual({ preview: "x".repeat(100), cut: false });
    expect(previewOf("x".repeat(101))).toEqual({ preview: "x".repeat(100), cut: true });
    const emoji = "😀".repeat(101);
    expect(Array.from(previewOf(emoji).preview)).toHaveLength(100);
  });
});

describe("chooseOrder: the add pages' searchable selector of paid orders", () => {
  const orders = [
    { id: 9, invoice: "INV-20261123-00009", status: "partial delivery" },
    { id: 8, invoice: "INV-20261123-00008", status: "shipped" },
    { id: 7, invoice: "INV-20261123-00007", status: "paid" },
    { id: 4, invoice: "INV-20261123-00004", status: "pending_payment" },
  ];
  const params = (query: string) => new URLSearchParams(query);
  const path = "/profil/addulasan";

  it("offers only paid orders, labelled by invoice", () => {
    const choice = chooseOrder(orders, params(""), path);
    expect(choice).toMatchObject({ kind: "page", chosen: null });
    expect(choice.kind === "page" && choice.paid.map((order) => order.id)).toEqual([9, 8, 7]);
  });

  it("a search with one match (or an exact invoice) opens that order", () => {
    expect(chooseOrder(orders, params("pesanan=00007"), path)).toEqual({
      kind: "redirect",
      to: "/profil/addulasan?id_transaksi=7",
    });
    expect(chooseOrder(orders, params("pesanan=inv-20261123-00008"), path)).toEqual({
      kind: "redirect",
      to: "/profil/addulasan?id_transaksi=8",
    });
  });

  it("several matches are listed; none leaves the search for 'Mohon Maaf Belum Ada Data.'", () => {
    const several = chooseOrder(orders, params("pesanan=INV-2026"), path);
    expect(several.kind === "page" && several.matches.map((order) => order.id)).toEqual([9, 8, 7]);
    // An unpaid order never matches.
    const none = chooseOrder(orders, params("pesanan=00004"), path);
    expect(none).toMatchObject({ kind: "page", search: "00004", matches: [] });
  });

  it("picks a paid order by id; the buyer's unpaid order is not chosen; any other id is a 404", () => {
    expect(chooseOrder(orders, params("id_transaksi=8"), path)).toMatchObject({
      chosen: { id: 8, invoice: "INV-20261123-00008" },
    });
    expect(chooseOrder(orders, params("id_transaksi=4"), path)).toMatchObject({ kind: "page", chosen: null });
    for (const id of ["16", "abc", "0", "-7", "7.5"]) {
      expect(chooseOrder(orders, params(`id_transaksi=${id}`), path)).toEqual({ kind: "not-found" });
    }
  });
});

const line = (id: number, name: string) => ({
  id,
  name_product: name,
  image: "produk/1-1.jpg",
  webp: null,
  qty: 2,
  price: 15000,
  transaction: { id: 7, invoice: "INV-7" },
});

describe("reviewPage: one review per page, newest first (001 §9)", () => {
  const reviews = [3, 2, 1].map((id) =>
    reviewAnswer.parse({
      id,
      star: id + 2,
      notes: `Ulasan ${id}`,
      respon_notes: null,
      image: [{ image: "ulasan/a.mp4", kind: "video" }],
      created_at: `2026-11-2${id}T00:00:00Z`,
      transaction_detail: line(id, `Produk ${id}`),
    }),
  );

  it("shows the page asked for, kept in range, and the Detail of any own review", () => {
    expect(reviewPage(reviews, new URLSearchParams("")).reviews.map((review) => review.id)).toEqual([3]);
    const second = reviewPage(reviews, new URLSearchParams("page=2&detail=1"));
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 3 });
    expect(second.reviews[0].id).toBe(2);
    expect(second.detail?.id).toBe(1);
    expect(reviewPage(reviews, new URLSearchParams("page=99")).page).toBe(3);
    expect(reviewPage(reviews, new URLSearchParams("detail=42")).detail).toBeNull();
    // Media kinds follow the extension (001 §3).
    expect(second.detail?.image[0].kind).toBe("video");
  });
});

describe("complaintTable: search, page size and the 100-character preview", () => {
  const complaints = Array.from({ length: 7 }, (_, index) =>
    complaintAnswer.parse({
      id: 7 - index,
      description_complaint: index === 0 ? "Layar retak ".repeat(12) : `Keluhan nomor ${7 - index}`,
      respon_admin: null,
      created_at: `2026-11-${String(20 - index).padStart(2, "0")}T03:00:00Z`,
      image: [{ image: "komplain/a.png", kind: "image" }],
      transaction_detail: { ...line(7 - index, index % 2 ? "Kertas HVS A4" : "Toner Laser") },
    }),
  );

  it("pages by the URL's page size and numbers rows across pages", () => {
    const first = complaintTable(complaints, new URLSearchParams(""));
    expect(first.rows).toHaveLength(5);
    expect(first).toMatchObject({ total: 7, pageCount: 2, from: 0 });
    const second = complaintTable(complaints, new URLSearchParams("page=2"));
    expect(second.rows.map((row) => row.id)).toEqual([2, 1]);
    expect(second.from).toBe(5);
    expect(complaintTable(complaints, new URLSearchParams("limit=10")).rows).toHaveLength(7);
  });

  it("searches the description, the product's name and the shown date", () => {
    const search = (text: string) =>
      complaintTable(complaints, new URLSearchParams({ search: text })).rows.map((row) => row.id);
    expect(search("nomor 3")).toEqual([3]);
    expect(search("kertas")).toEqual([6, 4, 2]);
    expect(search("19 November 2026")).toEqual([6]);
    expect(search("tidak ada")).toEqual([]);
  });

  it("cuts a long description at 100 characters and keeps the whole text", () => {
    const [row] = complaintTable(complaints, new URLSearchParams("")).rows;
    expect(row.cut).toBe(true);
    expect(row.preview).toHaveLength(100);
    expect(row.description).toBe("Layar retak ".repeat(12));
    expect(row.date).toBe("20 November 2026");
  });
});
