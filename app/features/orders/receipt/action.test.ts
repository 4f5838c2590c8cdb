// The receipt form's handler when the host does not take it, with stand-in failures (no host, no
// network): a busy host gives the form back as typed with the busy message (and, after a post
// without the upload script that sent documents, asks for them again) under its status and
// Retry-After; a refusal comes back under 422 in the errorpenerimaan modal; the host's 404 or 403
// (another buyer's record) is the page's 404. The host's field messages: receipt.test.ts.
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { FILES_AGAIN, HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload, UploadedFile } from "~/lib/uploads.server";
import { saveReceiptForm } from "./action.server";
import {
  failingAdmin,
  formData,
  hostBusy,
  orderPost,
  refusedBy,
  rejection,
  type Sent,
} from "../../../../tests/unit/host-fakes.helpers";

const typed = {
  id_penerimaan: "5",
  varian: "create",
  tglditerima: "2026-11-21",
  unitditerima: "2",
  nama_penerima: "Ni Made Ayu",
};

function save(error: unknown, documents: string[] = [], script = false) {
  const upload: Upload = {
    fields: formData(typed),
    files: documents.map(
      (field) => ({ field, extension: "pdf", toBlob: async () => new Blob(["%PDF"]) }) as UploadedFile,
    ),
    fileErrors: {},
    dispose: async () => undefined,
  };
  return saveReceiptForm(
    orderPost({
      admin: failingAdmin(error),
      transactionId: 8,
      tab: "penerimaan",
      upload,
      headers: script ? { "X-Upload": "1" } : {},
    }),
  );
}

describe("the receipt form when the host does not take it", () => {
  it("a busy host: the busy message, the documents asked for again without the script", async () => {
    const plain = (await save(hostBusy(504, "12"), ["dokumen_spk"])) as unknown as Sent<FormAnswer>;
    expect(plain.init).toMatchObject({ status: 504, headers: { "Retry-After": "12" } });
    expect(plain.data).toMatchObject({
      intent: "penerimaan",
      dialog: { name: "errorpenerimaan", message: `${HOST_BUSY_MESSAGE} ${FILES_AGAIN}` },
      reply: { initialValue: typed },
    });
    const script = (await save(hostBusy(), ["dokumen_spk"], true)) as unknown as Sent<FormAnswer>;
    expect(script.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });

  it("a refusal without a message: the form's own words in the errorpenerimaan modal (422)", async () => {
    const sent = (await save(refusedBy(400, ""))) as unknown as Sent<FormAnswer>;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.dialog).toMatchObject({ title: "Ooppsss", name: "errorpenerimaan" });
    expect(sent.data.dialog?.message).not.toBe("");
  });

  it("another buyer's record (the host's 404 or 403) is the page's 404", async () => {
    for (const status of [404, 403]) {
      const thrown = (await rejection(() => save(refusedBy(status, "Data tidak ditemukan")))) as Response;
      expect(thrown.status).toBe(404);
    }
  });
});
