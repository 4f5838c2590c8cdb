// A receipt corrected without new documents (0014): the storefront's saveReceipt call in its update
// mode with no file, against a real host. The date, units and receiver change; every stored
// document stays; bad input and another buyer's record are refused as for any receipt save.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { witaDay } from "../../contract/dates.ts";
import type { TestHost } from "./support/host.ts";
import { files, paidOrder, startOrderWorld, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];
let client: typeof import("~/lib/admin/client.server");
let documents: typeof import("~/lib/admin/support-documents.server");

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(1));
  process.env.ADMIN_API_URL = `${host.url}/api`;
  process.env.ADMIN_FILES_URL = `${host.url}/files`;
  client = await import("~/lib/admin/client.server");
  documents = await import("~/lib/admin/support-documents.server");
});
afterAll(() => host.close());

const adminFor = (who: OrderBuyer) =>
  client.createAdminClient({ token: who.token, onUnauthenticated: () => Promise.reject(new Error("401")) });

const today = witaDay();

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
