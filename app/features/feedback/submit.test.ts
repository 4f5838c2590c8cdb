// A review or a complaint the host does not take, from the order page's tab or the add page, with
// stand-in failures (no host, no network): a refusal in the form's modal (errorulasan,
// errorkomplain) under 422, the duplicate complaint in the spec's words; a busy host with the busy
// message (the files asked for again without the upload script) under its status and
// Retry-After; another buyer's line (the host's 404 or 403) is the page's 404.
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload, UploadedFile } from "~/lib/uploads.server";
import { submitComplaint, submitReview } from "./submit.server";
import {
  failingAdmin,
  hostBusy,
  refusedBy,
  rejection,
  type Sent,
} from "../../../tests/unit/host-fakes.helpers";

const request = (script = false) =>
  new Request("http://shop.test/profil/detailtransaksi/ulasan/tambah?id_transaksi=8", {
    method: "POST",
    headers: script ? { "X-Upload": "1" } : {},
  });

function upload(fields: Record<string, string>, slot: string): Upload {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return {
    fields: form,
    files: [{ field: slot, extension: "png", toBlob: async () => new Blob(["\x89PNG"]) } as UploadedFile],
    fileErrors: {},
    dispose: async () => undefined,
  };
}

/** 001 §8: the host's duplicate complaint, and how each place says it. */
const DUPLICATE = "You already make complaint with this transaction";
const DUPLICATE_TEXTS = {
  page: "Anda Sudah melakukan komplain pada produk didalam invoice ini",
  tab: "Anda Sudah melakukan komplain pada produk didalam invoice yang anda pilih",
};

const review = () =>
  upload({ id_transaksi: "8", produk: "11", bintang: "5", komentar: "Barang sesuai pesanan" }, "media1");
const complaint = () =>
  upload({ id_transaksi: "8", produk: "11", keterangan: "Jumlah kurang satu unit." }, "bukti1");

describe("a review the host does not take", () => {
  it("shows the host's refusal in the errorulasan modal, what was typed kept (422)", async () => {
    const sent = (await submitReview(
      request(),
      failingAdmin(refusedBy(422, "Produk sudah diulas", {})),
      review(),
      "tab",
    )) as unknown as Sent<FormAnswer>;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "ulasan",
      dialog: { message: "Produk sudah diulas", name: "errorulasan" },
      reply: { initialValue: { bintang: "5", komentar: "Barang sesuai pesanan" } },
    });
  });

  it("a busy host: the busy message, the media asked for again without the upload script", async () => {
    const plain = (await submitReview(
      request(),
      failingAdmin(hostBusy(503, "9")),
      review(),
      "page",
    )) as unknown as Sent<FormAnswer>;
    expect(plain.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(plain.data.dialog).toMatchObject({
      name: "errorulasan",
      message: `${HOST_BUSY_MESSAGE} ${FILES_AGAIN}`,
    });
    const script = (await submitReview(
      request(true),
      failingAdmin(hostBusy()),
      review(),
      "tab",
    )) as unknown as Sent<FormAnswer>;
    expect(script.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });

  it("another buyer's line is the page's 404", async () => {
    for (const status of [404, 403]) {
      const thrown = (await rejection(() =>
        submitReview(request(), failingAdmin(refusedBy(status, "Data tidak ditemukan")), review(), "tab"),
      )) as Response;
      expect(thrown.status).toBe(404);
    }
  });
});

describe("a complaint the host does not take", () => {
  it("shows the duplicate refusal in the spec's words for each place, in the errorkomplain modal (422)", async () => {
    for (const place of ["tab", "page"] as const) {
      const sent = (await submitComplaint(
        request(),
        failingAdmin(refusedBy(422, DUPLICATE, {})),
        complaint(),
        place,
      )) as unknown as Sent<FormAnswer>;
      expect(sent.init?.status).toBe(422);
      expect(sent.data.dialog).toMatchObject({ message: DUPLICATE_TEXTS[place], name: "errorkomplain" });
    }
  });

  it("a busy host: the busy message in the errorkomplain modal, its status", async () => {
    const sent = (await submitComplaint(
      request(true),
      failingAdmin(hostBusy(504, "30")),
      complaint(),
      "tab",
    )) as unknown as Sent<FormAnswer>;
    expect(sent.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(sent.data).toMatchObject({
      intent: "komplain",
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorkomplain" },
      reply: { initialValue: { keterangan: "Jumlah kurang satu unit." } },
    });
  });
});
