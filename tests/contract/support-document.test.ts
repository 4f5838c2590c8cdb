import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { witaDay } from "../../contract/dates.ts";
import { docx, filePart, png, zip } from "./support/files.ts";
import type { TestHost } from "./support/host.ts";
import { startOrderWorld, files, form, paidOrder, placeOrder, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(4));
});
afterAll(() => host.close());

const documents = (id: number, token = buyer.token) =>
  host.api(`transaction-support-document/${id}`, { token });
const today = witaDay();
const receipt = (extra: Record<string, string> = {}) => ({
  name_receipt: "Penerima Uji",
  unit_receipt: "2",
  date_receipt: today,
  ...extra,
});

describe("shipments and receipts", () => {
  it("is empty before shipping; the operator ships in parts (partial delivery, then shipped)", async () => {
    const id = await paidOrder(host, buyer, [
      [products[0], 3],
      [products[1], 1],
    ]);
    expect((await documents(id)).body).toEqual({ data: [] });
    const lines = (await host.api(`transaction/${id}`, { token: buyer.token })).body.data.data
      .transaction_detail;
    const first = await host.operator(`orders/${id}/shipments`, {
      no_airwaybill: "JNE001",
      items: [{ transaction_detail_id: lines[0].id, units: 2 }],
    });
    expect(first.status).toBe(201);
    expect((await host.api(`transaction/${id}`, { token: buyer.token })).body.data.status).toBe(
      "partial delivery",
    );
    expect(
      (
        await host.operator(`orders/${id}/shipments`, {
          no_airwaybill: "JNE002",
          items: [{ transaction_detail_id: lines[0].id, units: 2 }],
        })
      ).status,
    ).toBe(422);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE002", descriptions: "Sisa pesanan" });
    expect((await host.api(`transaction/${id}`, { token: buyer.token })).body.data.status).toBe("shipped");

    const shipments = (await documents(id)).body.data;
    expect(
      shipments.map((s: { shipment_no: number; no_airwaybill: string }) => [s.shipment_no, s.no_airwaybill]),
    ).toEqual([
      [1, "JNE001"],
      [2, "JNE002"],
    ]);
    expect(shipments[0].address).toMatchObject({ shipping_courier: "jne", shipping_service: "REG" });
    expect(shipments[0].detail[0]).toMatchObject({
      unit_delivery: 2,
      unit_receipt: null,
      date_receipt: null,
      document: [],
      transaction_detail: { id: lines[0].id },
    });
    expect(shipments[1].detail.map((d: { unit_delivery: number }) => d.unit_delivery)).toEqual([1, 1]);
  });

  it("creates a receipt with documents (by content), then updates it; each slot is replaced", async () => {
    const id = await paidOrder(host, buyer, [[products[2], 2]]);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "POS123" });
    const outgoing = (await documents(id)).body.data[0].detail[0].id;
    const update = (fields: Record<string, string>, attachments: [string, Blob, string][] = []) =>
      host.api(`transaction-support-document/update/${outgoing}`, {
        token: buyer.token,
        multipart: form({ _method: "PUT", ...fields }, attachments),
      });
    const early = await update(receipt());
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Data penerimaan belum ada");

    const created = await host.api(`transaction-support-document/create/${outgoing}`, {
      token: buyer.token,
      multipart: form(
        { ...receipt(), customer_id: buyer.id, "files[0][name]": "spk", "files[1][name]": "bast" },
        [
          ["files[0][file]", files.pdf(), "spk.pdf"],
          ["files[1][file]", files.pdf(), "bast.pdf"],
        ],
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Data anda telah berhasil disimpan");
    expect(created.body.data).toMatchObject({
      unit_receipt: 2,
      name_receipt: "Penerima Uji",
      date_receipt: today,
    });
    expect(created.body.data.document.map((d: { name: string }) => d.name).sort()).toEqual(["bast", "spk"]);
    // A receipt document is the buyer's own: served with the token only (tests/contract/private-files.test.ts).
    const pdf = await fetch(`${host.url}/api/files/${created.body.data.document[0].file}`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.headers.get("content-disposition")).toMatch(
      /^attachment; filename="INV-\d{8}-\d{5}-(bast|spk)\.pdf"$/,
    );

    const twice = await host.api(`transaction-support-document/create/${outgoing}`, {
      token: buyer.token,
      multipart: form(receipt()),
    });
    expect(twice.body.message).toBe("Data penerimaan sudah ada");

    const updated = await update(receipt({ unit_receipt: "1", "files[0][name]": "spk" }), [
      ["files[0][file]", files.pdf(), "spk-baru.pdf"],
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Data anda telah berhasil diperbaharui");
    expect(updated.body.data.unit_receipt).toBe(1);
    const spk = updated.body.data.document.filter((d: { name: string }) => d.name === "spk");
    expect(spk).toHaveLength(1);
    expect(spk[0].file).not.toBe(
      created.body.data.document.find((d: { name: string }) => d.name === "spk").file,
    );
  });

  it.each([
    [{ name_receipt: "" }, "name_receipt", "Nama Penerima Wajib Diisi"],
    [{ unit_receipt: "" }, "unit_receipt", "Unit Diterima Wajib Diisi"],
    [{ unit_receipt: "9" }, "unit_receipt", "Unit Diterima maksimal 2"],
    [{ date_receipt: "" }, "date_receipt", "Tanggal Diterima Wajib Diisi"],
    [{ date_receipt: "2000-01-01" }, "date_receipt", "Tanggal Diterima tidak boleh sebelum tanggal kirim"],
    [{ date_receipt: "2026-11-31" }, "date_receipt", "Tanggal Diterima tidak valid"],
    [{ date_receipt: "2026-02-30" }, "date_receipt", "Tanggal Diterima tidak valid"],
    [{ date_receipt: "2999-12-29" }, "date_receipt", "Tanggal Diterima tidak boleh melebihi hari ini"],
    [{ "files[0][name]": "ktp" }, "files", "Jenis dokumen harus spk, receipt, invoice atau bast"],
  ])("refuses the receipt %o", async (change, field, message) => {
    const id = await paidOrder(host, buyer, [[products[3], 2]]);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "TIKI1" });
    const outgoing = (await documents(id)).body.data[0].detail[0].id;
    const attachments: [string, Blob, string][] =
      "files[0][name]" in change ? [["files[0][file]", files.pdf(), "x.pdf"]] : [];
    const res = await host.api(`transaction-support-document/create/${outgoing}`, {
      token: buyer.token,
      multipart: form(receipt(change), attachments),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await documents(id)).body.data[0].detail[0].date_receipt).toBeNull();
  });

  it("takes documents as Word or PDF by content only, with the messages of 001 §8", async () => {
    const id = await paidOrder(host, buyer, [[products[3], 1]]);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "TIKI2" });
    const outgoing = (await documents(id)).body.data[0].detail[0].id;
    const send = (content: Buffer, name: string) =>
      host.api(`transaction-support-document/create/${outgoing}`, {
        token: buyer.token,
        multipart: form({ ...receipt({ unit_receipt: "1" }), "files[0][name]": "spk" }, [
          ["files[0][file]", filePart(content, name), name],
        ]),
      });
    const format = "Format File Hanya berupa(.docx, .doc, .pdf)";
    for (const [content, name, message] of [
      [await png(), "spk.pdf", format],
      [zip({ "spk.txt": "Surat Pesanan" }), "spk.docx", format],
      [
        Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2_048_000)]),
        "spk.pdf",
        "Ukuran format File anda lebih dari 2mb",
      ],
    ] as const) {
      const res = await send(content, name);
      expect(res.status, name).toBe(422);
      expect(res.body.errors["files.0.file"], name).toEqual([message]);
    }
    expect((await documents(id)).body.data[0].detail[0].date_receipt).toBeNull();

    const word = await send(docx(), "surat pesanan");
    expect(word.status).toBe(201);
    const file = word.body.data.document[0].file;
    expect(file).toMatch(/^[\w-]+\/[0-9a-f]{32}\.docx$/);
    const served = await fetch(`${host.url}/api/files/${file}`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(served.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(docx())).toBe(true);
  });

  it("hides another buyer's shipments and receipt records", async () => {
    const id = await paidOrder(host, other, [[products[0], 1]]);
    await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE9" });
    const outgoing = (await documents(id, other.token)).body.data[0].detail[0].id;
    expect((await documents(id)).status).toBe(404);
    expect(
      (
        await host.api(`transaction-support-document/create/${outgoing}`, {
          token: buyer.token,
          multipart: form(receipt({ unit_receipt: "1" })),
        })
      ).status,
    ).toBe(404);
    expect(
      (await host.api(`transaction-support-document/export-spk?transaction_id=${id}`, { token: buyer.token }))
        .status,
    ).toBe(404);
    expect((await documents(id)).status).toBe(404);
    expect((await host.api(`transaction-support-document/${id}`)).status).toBe(401);
  });

  it("ships from process and from processed (partial delivery, then shipped)", async () => {
    const statusLog = async (id: number) =>
      (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log
        .filter((entry: { section_change: string }) => entry.section_change === "status")
        .map((entry: { old_value: string; new_value: string }) => `${entry.old_value}>${entry.new_value}`)
        .slice(3);
    const status = async (id: number) =>
      (await host.api(`transaction/${id}`, { token: buyer.token })).body.data.status;

    const inProcess = await paidOrder(host, buyer, [[products[0], 1]]);
    await host.operator(`orders/${inProcess}/status`, { status: "process" });
    expect((await host.operator(`orders/${inProcess}/shipments`, { no_airwaybill: "JNE-PROC" })).status).toBe(
      201,
    );
    expect(await status(inProcess)).toBe("shipped");
    expect(await statusLog(inProcess)).toEqual(["paid>process", "process>shipped"]);

    const packed = await paidOrder(host, buyer, [[products[1], 3]]);
    await host.operator(`orders/${packed}/status`, { status: "process" });
    await host.operator(`orders/${packed}/status`, { status: "processed" });
    const line = (await host.api(`transaction/${packed}`, { token: buyer.token })).body.data.data
      .transaction_detail[0].id;
    const first = await host.operator(`orders/${packed}/shipments`, {
      no_airwaybill: "JNE-PACK-1",
      items: [{ transaction_detail_id: line, units: 1 }],
    });
    expect(first.status).toBe(201);
    expect(await status(packed)).toBe("partial delivery");
    await host.operator(`orders/${packed}/shipments`, { no_airwaybill: "JNE-PACK-2" });
    expect(await status(packed)).toBe("shipped");
    expect(await statusLog(packed)).toEqual([
      "paid>process",
      "process>processed",
      "processed>partial delivery",
      "partial delivery>shipped",
    ]);
    expect(
      (await documents(packed)).body.data.map((s: { no_airwaybill: string }) => s.no_airwaybill),
    ).toEqual(["JNE-PACK-1", "JNE-PACK-2"]);
  });

  describe("at 01:30 WITA on 25 November 2026 (17:30 UTC the day before)", () => {
    // Only Date is faked: the host's sockets and timers keep the real clock.
    afterEach(() => vi.useRealTimers());

    it("dates the order, its invoice and the shipment on the WITA day", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T17:30:00Z") });
      const id = await paidOrder(host, buyer, [[products[3], 1]]);
      const order = (await host.api(`transaction/${id}`, { token: buyer.token })).body.data;
      expect(order.invoice ?? order.data.invoice).toMatch(/^INV-20261125-/);
      expect((await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE-SUBUH" })).status).toBe(
        201,
      );
      const [shipment] = (await documents(id)).body.data;
      expect(shipment.date_delivery ?? shipment.detail[0].date_delivery).toBe("2026-11-25");
      expect(witaDay()).toBe("2026-11-25");
    });

    it("takes a receipt dated that WITA day (not before the shipment's day)", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T17:30:00Z") });
      const id = await paidOrder(host, buyer, [[products[3], 1]]);
      await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE-SUBUH-2" });
      const [shipment] = (await documents(id)).body.data;
      const create = (day: string) =>
        host.api(`transaction-support-document/create/${shipment.detail[0].id}`, {
          token: buyer.token,
          multipart: form({ ...receipt({ unit_receipt: "1", date_receipt: day }), customer_id: buyer.id }),
        });
      const early = await create("2026-11-24");
      expect(early.status).toBe(422);
      expect(JSON.stringify(early.body)).toContain("Tanggal Diterima tidak boleh sebelum tanggal kirim");
      expect((await create(witaDay())).status).toBe(201);
    });
  });

  it("refuses shipping an order that is not paid", async () => {
    const id = await placeOrder(host, buyer, [[products[1], 1]]);
    expect((await host.operator(`orders/${id}/shipments`, { no_airwaybill: "X1" })).status).toBe(422);
  });
});

describe("Word exports", () => {
  it.each(["spk", "invoice", "bast", "receipt"])(
    "export-%s is a Word document with the order's data",
    async (kind) => {
      const id = await paidOrder(host, buyer, [[products[1], 1]]);
      await host.operator(`orders/${id}/shipments`, { no_airwaybill: "JNE-EXPORT" });
      const outgoing = (await documents(id)).body.data[0].detail[0].id;
      const res = await host.api(
        `transaction-support-document/export-${kind}?transaction_id=${id}&outgoing_detail_id=${outgoing}`,
        { token: buyer.token },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/msword");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename=Template_${kind}.doc`);
      const invoice = (await host.api(`transaction/${id}`, { token: buyer.token })).body.data.invoice;
      expect(res.body).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
      expect(res.body).toContain(invoice);
      expect(res.body).toContain("JNE-EXPORT");
      expect(res.body).toContain("Ni Luh Putu Sari");
    },
  );
});
