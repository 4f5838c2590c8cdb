// The storefront's support-document calls (app/lib/admin/support-documents.server.ts and the
// client's getFile/openFile) against a real host: the zod schemas read its shipments and receipt
// records, documents go as multipart, templates and stored files come back as streams, refusals
// arrive as the host's messages, and another buyer's data is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { witaDay } from "../../contract/dates.ts";
import { docx } from "./support/files.ts";
import type { TestHost } from "./support/host.ts";
import { files, paidOrder, startOrderWorld, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];
let client: typeof import("~/lib/admin/client.server");
let documents: typeof import("~/lib/admin/support-documents.server");

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(3));
  process.env.ADMIN_API_URL = `${host.url}/api`;
  // (The embedded host's root-relative default, resolved against the API's origin, is what the
  // e2e tests exercise.)
  process.env.ADMIN_FILES_URL = `${host.url}/files`;
  client = await import("~/lib/admin/client.server");
  documents = await import("~/lib/admin/support-documents.server");
});
afterAll(() => host.close());

const adminFor = (who: OrderBuyer) =>
  client.createAdminClient({ token: who.token, onUnauthenticated: () => Promise.reject(new Error("401")) });

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof client.AdminError ? error.status : String(error)),
  );

const today = witaDay();

/** A paid order of `who` with one shipment of everything. */
async function shipped(who: OrderBuyer, lines: [number, number][]) {
  const id = await paidOrder(host, who, lines);
  const answer = await host.operator(`orders/${id}/shipments`, {
    no_airwaybill: "JNE-KONTRAK",
    descriptions: "Satu koli",
  });
  expect(answer.status).toBe(201);
  return id;
}

describe("support documents through the storefront's client", () => {
  it("reads no shipment, then the shipment with its receipt records", async () => {
    const id = await paidOrder(host, buyer, [[products[0], 2]]);
    expect(await documents.getShipments(adminFor(buyer), id)).toEqual([]);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE-KONTRAK" });
    const [shipment] = await documents.getShipments(adminFor(buyer), id);
    expect(shipment).toMatchObject({
      shipment_no: 1,
      no_airwaybill: "JNE-KONTRAK",
      address: { shipping_courier: "jne", shipping_service: "REG" },
    });
    expect(shipment.detail[0]).toMatchObject({
      unit_delivery: 2,
      unit_receipt: null,
      date_receipt: null,
      name_receipt: null,
      document: [],
    });
  });

  it("creates a receipt with Word and PDF documents, then updates one slot", async () => {
    const id = await shipped(buyer, [[products[1], 3]]);
    const [{ detail }] = await documents.getShipments(adminFor(buyer), id);
    const recordId = detail[0].id;
    const created = await documents.saveReceipt(adminFor(buyer), recordId, "create", {
      customerId: buyer.id,
      receiver: "Ni Made Ayu",
      units: 3,
      date: today,
      files: [
        { slot: "spk", blob: files.pdf(), filename: "spk.pdf" },
        { slot: "bast", blob: new Blob([new Uint8Array(docx())]), filename: "bast.docx" },
      ],
    });
    expect(created.message).toBe("Data anda telah berhasil disimpan");
    expect(created.record).toMatchObject({
      unit_receipt: 3,
      name_receipt: "Ni Made Ayu",
      date_receipt: today,
    });
    expect(created.record.document.map((document) => document.name).sort()).toEqual(["bast", "spk"]);

    const updated = await documents.saveReceipt(adminFor(buyer), recordId, "update", {
      customerId: buyer.id,
      receiver: "I Komang Adi",
      units: 2,
      date: today,
      files: [{ slot: "spk", blob: new Blob([new Uint8Array(docx())]), filename: "spk.docx" }],
    });
    expect(updated.message).toBe("Data anda telah berhasil diperbaharui");
    const spk = updated.record.document.find((document) => document.name === "spk")!;
    expect(spk.file).toMatch(/\.docx$/);
    expect(updated.record.document).toHaveLength(2);

    // The stored file, read back on the server with the buyer's token; another buyer gets 404.
    const stored = await adminFor(buyer).openFile(spk.file);
    expect(Buffer.from(await stored.arrayBuffer()).equals(docx())).toBe(true);
    expect(stored.headers.get("content-disposition")).toMatch(
      /^attachment; filename="INV-\d{8}-\d{5}-spk\.docx"$/,
    );
    expect(await status(adminFor(other).openFile(spk.file))).toBe(404);
  });

  it("reads the host's refusals: the receipt's fields, a file by content, a repeated create", async () => {
    const id = await shipped(buyer, [[products[2], 1]]);
    const [{ detail }] = await documents.getShipments(adminFor(buyer), id);
    const save = (mode: "create" | "update", input: Partial<Parameters<typeof documents.saveReceipt>[3]>) =>
      documents.saveReceipt(adminFor(buyer), detail[0].id, mode, {
        customerId: buyer.id,
        receiver: "Penerima",
        units: 1,
        date: today,
        files: [],
        ...input,
      });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );

    type Refused = InstanceType<typeof client.AdminValidationError>;
    const tooMany = await refusal(save("create", { units: 5 }));
    expect(tooMany).toBeInstanceOf(client.AdminValidationError);
    expect((tooMany as Refused).fieldErrors).toEqual({ unit_receipt: ["Unit Diterima maksimal 1"] });
    expect((tooMany as Refused).message).toBe("Unit Diterima maksimal 1");
    const tooEarly = await refusal(save("create", { date: "2000-01-01" }));
    expect((tooEarly as Refused).fieldErrors).toEqual({
      date_receipt: ["Tanggal Diterima tidak boleh sebelum tanggal kirim"],
    });
    const notWord = await refusal(
      save("create", { files: [{ slot: "spk", blob: files.png(), filename: "spk.pdf" }] }),
    );
    expect((notWord as Refused).fieldErrors["files.0.file"]).toEqual([
      "Format File Hanya berupa(.docx, .doc, .pdf)",
    ]);
    const early = await refusal(save("update", {}));
    expect((early as Error).message).toBe("Data penerimaan belum ada");
    await save("create", {});
    const again = await refusal(save("create", {}));
    expect((again as Refused).fieldErrors.outgoing_detail_id).toEqual(["Data penerimaan sudah ada"]);
  });

  it("streams a filled Word template; another order's record is a 404", async () => {
    const id = await shipped(buyer, [[products[0], 1]]);
    const second = await shipped(buyer, [[products[1], 1]]);
    const [{ detail }] = await documents.getShipments(adminFor(buyer), id);
    const answer = await documents.exportTemplate(adminFor(buyer), "bast", id, detail[0].id);
    expect(answer.headers.get("content-type")).toBe("application/msword");
    const text = await answer.text();
    const invoice = (await host.api(`transaction/${id}`, { token: buyer.token })).body.data.invoice;
    expect(text).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(text).toContain(invoice);
    expect(text).toContain("JNE-KONTRAK");
    expect(await status(documents.exportTemplate(adminFor(buyer), "spk", second, detail[0].id))).toBe(404);
  });

  it("answers another buyer's shipments, receipts, templates with 404, and opens no file outside the files root", async () => {
    const id = await shipped(other, [[products[2], 1]]);
    const [{ detail }] = await documents.getShipments(adminFor(other), id);
    expect(await status(documents.getShipments(adminFor(buyer), id))).toBe(404);
    expect(await status(documents.exportTemplate(adminFor(buyer), "spk", id, detail[0].id))).toBe(404);
    expect(
      await status(
        documents.saveReceipt(adminFor(buyer), detail[0].id, "create", {
          customerId: buyer.id,
          receiver: "Bukan Pemilik",
          units: 1,
          date: today,
          files: [],
        }),
      ),
    ).toBe(404);
    expect((await documents.getShipments(adminFor(other), id))[0].detail[0].date_receipt).toBeNull();

    for (const path of [
      "../api/transaction/1",
      "https://example.com/x.pdf",
      "//example.com/x.pdf",
      "dokumen/x.pdf?y",
      "dokumen/../../admin-host.sqlite",
      "produk/3-1.webp",
    ]) {
      expect(await status(adminFor(buyer).openFile(path)), path).toBe(404);
    }
  });
});

// A receipt corrected without new documents (decision 0014): update mode with no file. The date,
// units and receiver change; every stored document stays; bad input and another buyer's record are
// refused as for any receipt save.

/** The receipt record of `buyer`'s order `id` (its only one), as the host keeps it now. */
async function recordOf(id: number) {
  const [{ detail }] = await documents.getShipments(adminFor(buyer), id);
  return detail[0];
}

/** A receipt record of `buyer`'s, shipped and received with an SPK and a BAST, and its order. */
async function receivedRecord() {
  const id = await paidOrder(host, buyer, [[products[0], 2]]);
  expect((await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE-KOREKSI" })).status).toBe(201);
  const [{ detail }] = await documents.getShipments(adminFor(buyer), id);
  const saved = await documents.saveReceipt(adminFor(buyer), detail[0].id, "create", {
    customerId: buyer.id,
    receiver: "Ni Made Ayu",
    units: 2,
    date: today,
    files: [
      { slot: "spk", blob: files.pdf(), filename: "spk.pdf" },
      { slot: "bast", blob: files.pdf(), filename: "bast.pdf" },
    ],
  });
  return { id, record: saved.record };
}

describe("a receipt corrected without new documents", () => {
  it("changes the date, units and receiver and keeps every stored document", async () => {
    const { record } = await receivedRecord();
    const corrected = await documents.saveReceipt(adminFor(buyer), record.id, "update", {
      customerId: buyer.id,
      receiver: "I Komang Adi",
      units: 1,
      date: today,
      files: [],
    });
    expect(corrected.message).toBe("Data anda telah berhasil diperbaharui");
    expect(corrected.record).toMatchObject({
      name_receipt: "I Komang Adi",
      unit_receipt: 1,
      date_receipt: today,
    });
    expect(corrected.record.document).toEqual(record.document);
    const stored = await adminFor(buyer).openFile(record.document[0].file);
    expect(stored.ok).toBe(true);
  });

  it("refuses bad input as any save does, and leaves the receipt as it was", async () => {
    const { id, record } = await receivedRecord();
    const save = (units: number, receiver: string) =>
      documents
        .saveReceipt(adminFor(buyer), record.id, "update", {
          customerId: buyer.id,
          receiver,
          units,
          date: today,
          files: [],
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    const tooMany = await save(9, "I Komang Adi");
    expect(tooMany).toBeInstanceOf(client.AdminValidationError);
    expect((tooMany as InstanceType<typeof client.AdminValidationError>).fieldErrors.unit_receipt).toEqual([
      "Unit Diterima maksimal 2",
    ]);
    const empty = await save(1, " ");
    expect((empty as InstanceType<typeof client.AdminValidationError>).fieldErrors.name_receipt).toEqual([
      "Nama Penerima Wajib Diisi",
    ]);
    expect(await recordOf(id)).toEqual(record);
  });

  it("is a 404 on another buyer's record, which stays as it was", async () => {
    const { id, record } = await receivedRecord();
    const refused = await documents
      .saveReceipt(adminFor(other), record.id, "update", {
        customerId: other.id,
        receiver: "Bukan Pemilik",
        units: 1,
        date: today,
        files: [],
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(client.AdminError);
    expect((refused as InstanceType<typeof client.AdminError>).status).toBe(404);
    expect(await recordOf(id)).toEqual(record);
  });
});
