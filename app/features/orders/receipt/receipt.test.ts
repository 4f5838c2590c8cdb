// The goods receipt (001 §2 Penerimaan, §5 Receipt form, §8): texts and variants, the form's
// schema, the tab's view of the host's shipments, the receipt action against a recording admin
// client, and the archive of "Unduh semua dokumen" (names, order, streaming one entry at a time).
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminClient } from "~/lib/admin/client.server";
import type { Order } from "~/lib/admin/orders.server";
import type { Shipment } from "~/lib/admin/support-documents.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import type { Upload } from "~/lib/uploads.server";
import { formData, orderPost } from "../../../../tests/unit/host-fakes.helpers";
import { readZip, zipMethods } from "../../../../tests/unit/zip.helpers";

type Modules = {
  receipt: typeof import("~/features/orders/receipt/receipt");
  schema: typeof import("~/features/orders/receipt/schema");
  view: typeof import("~/features/orders/receipt/receipt.server");
  archive: typeof import("~/features/orders/receipt/archive.server");
  actions: typeof import("~/features/orders/receipt/action.server");
  client: typeof import("~/lib/admin/client.server");
};
let m: Modules;

beforeAll(async () => {
  process.env.ADMIN_API_URL = "http://127.0.0.1:9/api";
  process.env.ADMIN_FILES_URL = "https://files.example.id/storage";
  m = {
    receipt: await import("~/features/orders/receipt/receipt"),
    schema: await import("~/features/orders/receipt/schema"),
    view: await import("~/features/orders/receipt/receipt.server"),
    archive: await import("~/features/orders/receipt/archive.server"),
    actions: await import("~/features/orders/receipt/action.server"),
    client: await import("~/lib/admin/client.server"),
  };
  // The action module brings the host client and the upload reader along: slow on a busy machine.
}, 60_000);

const record = (id: number, extra: Partial<Shipment["detail"][number]> = {}): Shipment["detail"][number] => ({
  id,
  transaction_detail: { id: id * 10, name_product: `Produk ${id}` },
  no_airwaybill: "JNE0112233445",
  date_delivery: "2026-11-20",
  date_receipt: null,
  unit_delivery: 2,
  unit_receipt: null,
  name_receipt: null,
  document: [],
  ...extra,
});

const shipment = (no: number, detail: Shipment["detail"]): Shipment => ({
  id: no,
  shipment_no: no,
  no_airwaybill: "JNE0112233445",
  date_delivery: "2026-11-20",
  descriptions: "Dikirim dalam satu koli",
  address: {
    shipping_courier: "jne",
    shipping_service: "REG",
    name_receipt: "Bagian Umum",
    address: "Denpasar",
  },
  detail,
});

describe("texts, variants and addresses", () => {
  it.each([
    ["pending", "Pesanan Anda Belum di Konfirmasi"],
    ["Confirmed", "Pesanan Anda Belum di Konfirmasi"],
    ["confirm", "Pesanan Anda Belum memasuki proses pengiriman"],
    ["document", "Pesanan Anda Belum memasuki proses pengiriman"],
    ["paid", "Pesanan Anda Belum memasuki proses pengiriman"],
    ["processed", "Pesanan Anda Belum memasuki proses pengiriman"],
  ])("before shipping, status %s says %s", (status, text) => {
    expect(m.receipt.noShipmentText(status)).toBe(text);
  });

  it("shows the create variant until the record has a receipt", () => {
    expect(m.receipt.receiptVariant(null)).toBe("create");
    expect(m.receipt.receiptVariant("2026-11-21")).toBe("update");
  });

  it("builds the download addresses and file names", () => {
    expect(m.receipt.templateHref(8, 12, "bast")).toBe(
      "/profil/detailtransaksi/dokumen?id_transaksi=8&id_penerimaan=12&jenis=bast",
    );
    expect(m.receipt.archiveHref(8)).toBe("/profil/detailtransaksi/unduh-semua?id_transaksi=8");
    expect(m.receipt.templateName("receipt")).toBe("Template_receipt.doc");
    expect(m.receipt.extensionOf("dokumen/abc.PDF")).toBe("pdf");
    expect(m.receipt.extensionOf("dokumen/abc")).toBe("");
    expect(m.receipt.isDocumentSlot("bast")).toBe(true);
    expect(m.receipt.isDocumentSlot("ktp")).toBe(false);
  });
});

describe("receipt form schema", () => {
  const parse = (values: Record<string, string>) => m.schema.receiptSchema.safeParse(values);
  const messages = (values: Record<string, string>) => {
    const result = parse(values);
    // The first message of each field is the one shown.
    const shown: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues)
      shown[String(issue.path[0])] ??= issue.message;
    return shown;
  };

  it("gives the spec's three messages for an empty form", () => {
    expect(messages({ tglditerima: "", unitditerima: " ", nama_penerima: "" })).toEqual({
      tglditerima: "Tanggal Diterima Wajib Diisi",
      unitditerima: "Unit Diterima Wajib Diisi",
      nama_penerima: "Nama Penerima Wajib Diisi",
    });
    expect(messages({})).toEqual({
      tglditerima: "Tanggal Diterima Wajib Diisi",
      unitditerima: "Unit Diterima Wajib Diisi",
      nama_penerima: "Nama Penerima Wajib Diisi",
    });
  });

  it("checks digits, the date and the receiver's length", () => {
    expect(
      messages({ tglditerima: "21/11/2026", unitditerima: "2a", nama_penerima: "x".repeat(101) }),
    ).toEqual({
      tglditerima: "Tanggal Diterima tidak valid",
      unitditerima: "Pastikan data yang diinput berupa angka",
      nama_penerima: "Nama Penerima terlalu panjang!",
    });
    expect(parse({ tglditerima: "2026-11-21", unitditerima: "02", nama_penerima: " Ni Made " }).data).toEqual(
      {
        tglditerima: "2026-11-21",
        unitditerima: 2,
        nama_penerima: "Ni Made",
      },
    );
  });
});

describe("the tab's view of the shipments", () => {
  it("numbers the records through the order and reads documents, dates and the courier", () => {
    const view = m.view.presentShipments(
      [
        shipment(1, [
          record(1, {
            date_receipt: "2026-11-21",
            unit_receipt: 2,
            name_receipt: "Ni Made Ayu",
            document: [
              { id: 1, name: "spk", file: "dokumen/a.pdf" },
              { id: 2, name: "bast", file: "dokumen/b.DOCX" },
              { id: 3, name: "ktp", file: "dokumen/c.pdf" },
            ],
          }),
          record(2),
        ]),
        shipment(2, [record(3, { no_airwaybill: "" })]),
      ],
      "2026-11-29",
    );
    expect(view.map((s) => s.records.map((r) => r.number))).toEqual([[1, 2], [3]]);
    const [first, second] = view[0].records;
    expect(first).toMatchObject({
      product: "Produk 1",
      courier: "JNE REG",
      shippedOn: "20 November 2026",
      deliveryDate: "2026-11-20",
      latestDate: "2026-11-29",
      notes: "Dikirim dalam satu koli",
      receivedOn: "2026-11-21",
      unitsReceived: "2",
      receiver: "Ni Made Ayu",
      variant: "update",
      documents: {
        spk: { url: "/profil/berkas/dokumen/a.pdf", extension: "pdf" },
        bast: { url: "/profil/berkas/dokumen/b.DOCX", extension: "docx" },
      },
    });
    expect(second).toMatchObject({ variant: "create", receivedOn: "", unitsReceived: "", receiver: "" });
    expect(view[1].records[0].waybill).toBe("JNE0112233445");
  });
});

// ---- the receipt action ----

type Sent = { path: string; body: FormData };

function recordingAdmin(answers: (Error | null)[]): { admin: AdminClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const admin = {
    postMultipart: async (path: string, body: FormData, schema: { parse(v: unknown): unknown }) => {
      sent.push({ path, body });
      const failure = answers.shift();
      if (failure) throw failure;
      return schema.parse({ message: "Data anda telah berhasil disimpan", data: record(5) });
    },
  } as unknown as AdminClient;
  return { admin, sent };
}

function upload(
  fields: Record<string, string>,
  files: [field: string, extension: string][] = [],
  fileErrors = {},
) {
  return {
    fields: formData(fields),
    files: files.map(([field, extension]) => ({
      field,
      filename: `asli.${extension}`,
      mime: "application/pdf",
      extension,
      size: 9,
      kind: "pdf" as const,
      path: "/tmp/x",
      toBlob: async () => new Blob(["%PDF-1.4\n"]),
    })),
    fileErrors,
    dispose: async () => undefined,
  } satisfies Upload;
}

const filled = {
  id_penerimaan: "5",
  varian: "create",
  tglditerima: "2026-11-21",
  unitditerima: "2",
  nama_penerima: "Ni Made Ayu",
};

const act = (admin: AdminClient, upload: Upload) =>
  m.actions.saveReceiptForm(orderPost({ admin, transactionId: 8, tab: "penerimaan", upload }));

/** A refused form as sendAnswer sends it: the FormAnswer and its status. */
type Answered = { data: FormAnswer; init: ResponseInit | null };

describe("the receipt action", () => {
  it("answers the three messages and keeps what was typed, without calling the host", async () => {
    const { admin, sent } = recordingAdmin([]);
    const answer = (await act(
      admin,
      upload({ id_penerimaan: "5", varian: "create", nama_penerima: "Ni" }),
    )) as Answered;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: "penerimaan",
      reply: {
        status: "error",
        error: {
          tglditerima: ["Tanggal Diterima Wajib Diisi"],
          unitditerima: ["Unit Diterima Wajib Diisi"],
        },
        initialValue: { id_penerimaan: "5", nama_penerima: "Ni", varian: "create" },
      },
    });
    expect(answer.data.dialog).toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it("shows a refused file's message in the dialog and under its input", async () => {
    const { admin, sent } = recordingAdmin([]);
    const answer = (await act(
      admin,
      upload(filled, [], { dokumen_bast: "Ukuran format File anda lebih dari 2mb" }),
    )) as Answered;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.dialog).toEqual({
      title: "Ooppsss",
      message: "Ukuran format File anda lebih dari 2mb",
      name: "errorpenerimaan",
    });
    expect(answer.data.reply.error?.dokumen_bast).toEqual(["Ukuran format File anda lebih dari 2mb"]);
    expect(sent).toHaveLength(0);
  });

  it("corrects a receipt without a new document: the host keeps the stored ones", async () => {
    const { admin, sent } = recordingAdmin([null]);
    const answer = (await act(
      admin,
      upload({ ...filled, varian: "update", nama_penerima: "I Komang Adi" }),
    )) as Response;
    expect(answer.headers.get("Location")).toBe(
      "/profil/detailtransaksi/penerimaan?id_transaksi=8&modal=diperbarui#penerimaan-5",
    );
    expect(sent.map((s) => s.path)).toEqual(["transaction-support-document/update/5"]);
    expect(sent[0].body.get("name_receipt")).toBe("I Komang Adi");
    expect([...sent[0].body.keys()].filter((key) => key.startsWith("files"))).toEqual([]);
  });

  it("gives a busy host's answer the form as typed, under its status", async () => {
    // What the real admin client throws when the host cannot be reached (port 9 refuses).
    const down = await m.client
      .createAdminClient({ token: "tok", onUnauthenticated: () => Promise.reject(new Error("401")) })
      .postMultipart("transaction-support-document/update/5", new FormData(), m.schema.receiptSchema)
      .then(
        () => Promise.reject(new Error("the host answered")),
        (error: unknown) => error as Response,
      );
    const { admin } = recordingAdmin([down as unknown as Error]);
    const answer = (await act(admin, upload({ ...filled, varian: "update" }))) as Answered;
    expect(answer.init?.status).toBe(down.status);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("30");
    expect(answer.data).toMatchObject({
      intent: "penerimaan",
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorpenerimaan" },
      reply: { initialValue: { ...filled, varian: "update" } },
    });
  });

  it("creates with the host's fields and each document under its slot, then redirects to the success dialog", async () => {
    const { admin, sent } = recordingAdmin([null]);
    const answer = await act(
      admin,
      upload(filled, [
        ["dokumen_spk", "pdf"],
        ["dokumen_bast", "docx"],
      ]),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      "/profil/detailtransaksi/penerimaan?id_transaksi=8&modal=tersimpan#penerimaan-5",
    );
    expect(sent.map((s) => s.path)).toEqual(["transaction-support-document/create/5"]);
    const body = sent[0].body;
    expect(body.get("_method")).toBeNull();
    expect(
      Object.fromEntries(
        ["name_receipt", "unit_receipt", "date_receipt", "customer_id"].map((k) => [k, body.get(k)]),
      ),
    ).toEqual({
      name_receipt: "Ni Made Ayu",
      unit_receipt: "2",
      date_receipt: "2026-11-21",
      customer_id: "3",
    });
    expect([body.get("files[0][name]"), body.get("files[1][name]")]).toEqual(["spk", "bast"]);
    expect((body.get("files[1][file]") as File).name).toBe("bast.docx");
  });

  it("updates instead when the receipt exists already (a repeated create)", async () => {
    const exists = new m.client.AdminValidationError("Data penerimaan sudah ada", {
      outgoing_detail_id: ["Data penerimaan sudah ada"],
    });
    const { admin, sent } = recordingAdmin([exists, null]);
    const answer = (await act(admin, upload(filled, [["dokumen_spk", "pdf"]]))) as Response;
    expect(answer.status).toBe(302);
    expect(sent.map((s) => s.path)).toEqual([
      "transaction-support-document/create/5",
      "transaction-support-document/update/5",
    ]);
    expect(sent[1].body.get("_method")).toBe("PUT");
    expect(sent[1].body.get("files[0][name]")).toBe("spk");
  });

  it("maps the host's refusal onto the form: its fields, the nth file's input, the message in the dialog", async () => {
    const refused = new m.client.AdminValidationError("Unit Diterima maksimal 2", {
      unit_receipt: ["Unit Diterima maksimal 2"],
      "files.1.file": ["Format File Hanya berupa(.docx, .doc, .pdf)"],
    });
    const { admin } = recordingAdmin([refused]);
    // The host's refusal goes back under 422.
    const answer = (await act(
      admin,
      upload({ ...filled, varian: "update", unitditerima: "9" }, [
        ["dokumen_spk", "pdf"],
        ["dokumen_invoice", "doc"],
      ]),
    )) as Answered;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      dialog: { title: "Ooppsss", message: "Unit Diterima maksimal 2", name: "errorpenerimaan" },
      reply: {
        error: {
          unitditerima: ["Unit Diterima maksimal 2"],
          dokumen_invoice: ["Format File Hanya berupa(.docx, .doc, .pdf)"],
        },
        initialValue: { unitditerima: "9", varian: "update" },
      },
    });
  });

  it("leaves another buyer's record to the page's 404", async () => {
    const { admin } = recordingAdmin([new m.client.AdminError(404, "Data tidak ditemukan")]);
    await expect(act(admin, upload(filled, [["dokumen_spk", "pdf"]]))).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a form without a record id", async () => {
    const { admin } = recordingAdmin([]);
    await expect(act(admin, upload({ ...filled, id_penerimaan: "x" }))).rejects.toMatchObject({
      status: 400,
    });
  });
});

// ---- the archive ----

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the archive of 'Unduh semua dokumen'", () => {
  it("opens one entry at a time, only as the archive takes it: nothing runs ahead of the reader", async () => {
    const opened: string[] = [];
    // 20 documents of 1 MB, each arriving in 64 kB chunks as from the network.
    const entries = Array.from({ length: 20 }, (_, index) => ({
      name: `dokumen-${index}.pdf`,
      store: true,
      open: async () => {
        opened.push(`dokumen-${index}.pdf`);
        return Readable.from(Array.from({ length: 16 }, () => Buffer.alloc(64 * 1024, index)));
      },
    }));
    const stream = m.archive.zipStream(entries);
    // Nobody reads yet: the archive fills its buffer and waits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(opened.length).toBeLessThanOrEqual(2);
    const zip = readZip(await collect(stream));
    expect(opened).toHaveLength(20);
    expect([...zip.keys()]).toEqual(entries.map((entry) => entry.name));
    expect(zip.get("dokumen-7.pdf")?.equals(Buffer.alloc(16 * 64 * 1024, 7))).toBe(true);
  });

  it("ends with an error when an entry cannot be read, and stops when the buyer goes away", async () => {
    const failing = m.archive.zipStream([
      { name: "a.doc", open: async () => Readable.from([Buffer.from("isi")]) },
      {
        name: "b.pdf",
        open: async () => {
          throw new Error("host down");
        },
      },
    ]);
    await expect(collect(failing)).rejects.toThrow("host down");

    const gone = new AbortController();
    let opens = 0;
    const stopped = m.archive.zipStream(
      Array.from({ length: 5 }, (_, index) => ({
        name: `${index}.pdf`,
        open: async () => {
          opens++;
          if (index === 1) gone.abort();
          return Readable.from([Buffer.alloc(10)]);
        },
      })),
      gone.signal,
    );
    await expect(collect(stopped)).rejects.toThrow();
    expect(opens).toBe(2);
  });

  it("names each record's templates and documents by invoice and slot, a folder per record when there are several", async () => {
    const asked: string[] = [];
    const answer = (text: string) => new Response(text);
    const admin = {
      getFile: async (path: string, query: Record<string, number>) => {
        asked.push(`${path}?${query.outgoing_detail_id}`);
        return answer(`<html>${path} ${query.transaction_id}/${query.outgoing_detail_id}</html>`);
      },
      openFile: async (path: string) => {
        asked.push(path);
        return answer(`isi ${path}`);
      },
    } as unknown as AdminClient;
    const one = m.archive.receiptArchiveEntries(admin, 8, "INV-20261123-00008", [
      shipment(1, [
        record(5, {
          document: [
            { id: 1, name: "bast", file: "dokumen/b.pdf" },
            { id: 2, name: "spk", file: "dokumen/a.docx" },
            { id: 3, name: "invoice", file: "dokumen/c.doc" },
          ],
        }),
      ]),
    ]);
    const names = one.map((entry) => entry.name);
    expect(names).toEqual([
      "INV-20261123-00008_Template_spk.doc",
      "INV-20261123-00008_spk.docx",
      "INV-20261123-00008_Template_receipt.doc",
      "INV-20261123-00008_Template_invoice.doc",
      "INV-20261123-00008_invoice.doc",
      "INV-20261123-00008_Template_bast.doc",
      "INV-20261123-00008_bast.pdf",
    ]);
    // Already compressed formats are stored, the rest deflated.
    const zip = await collect(m.archive.zipStream(one));
    expect(Object.fromEntries(zipMethods(zip))).toMatchObject({
      "INV-20261123-00008_spk.docx": 0,
      "INV-20261123-00008_bast.pdf": 0,
      "INV-20261123-00008_invoice.doc": 8,
      "INV-20261123-00008_Template_spk.doc": 8,
    });
    expect(readZip(zip).get("INV-20261123-00008_Template_bast.doc")?.toString()).toBe(
      "<html>transaction-support-document/export-bast 8/5</html>",
    );
    expect(asked.slice(0, 2)).toEqual(["transaction-support-document/export-spk?5", "dokumen/a.docx"]);

    const several = m.archive.receiptArchiveEntries(admin, 9, "INV-1", [
      shipment(1, [record(6), record(7)]),
      shipment(2, [record(8, { document: [{ id: 9, name: "receipt", file: "dokumen/r.pdf" }] })]),
    ]);
    expect(several.filter((entry) => !entry.name.includes("Template")).map((entry) => entry.name)).toEqual([
      "Penerimaan-3/INV-1_receipt.pdf",
    ]);
    expect(several.map((entry) => entry.name.split("/")[0])).toEqual([
      ...Array(4).fill("Penerimaan-1"),
      ...Array(4).fill("Penerimaan-2"),
      ...Array(5).fill("Penerimaan-3"),
    ]);
    expect(m.archive.archiveName("INV-1")).toBe("INV-1_dokumen.zip");
  });
});

describe("the order's whole archive (issue 33)", () => {
  const admin = {} as AdminClient;
  const round = { id: 1, nego_step: 1, is_admin: false, notes: "", created_at: "2026-11-20T01:00:00Z" };
  const order = (status: string, negotiations: unknown[]) =>
    ({
      data: { id: 8, invoice: "INV-20261123-00008", status },
      negotiations,
    }) as unknown as Order;
  const names = (status: string, negotiations: unknown[]) =>
    m.archive
      .orderArchiveEntries(admin, order(status, negotiations), [shipment(1, [record(5)])])
      .map((entry) => entry.name);

  it("puts the Berita Acara and the draft Surat Pesanan before the receipt records' documents", () => {
    expect(names("shipped", [round])).toEqual([
      "INV-20261123-00008_Berita_Acara_Negosiasi.doc",
      "INV-20261123-00008_Surat_Pesanan_Draf.doc",
      "INV-20261123-00008_Template_spk.doc",
      "INV-20261123-00008_Template_receipt.doc",
      "INV-20261123-00008_Template_invoice.doc",
      "INV-20261123-00008_Template_bast.doc",
    ]);
  });

  it("has no Berita Acara for an order never negotiated, no draft for one not confirmed", () => {
    expect(names("paid", []).filter((name) => !name.includes("Template"))).toEqual([
      "INV-20261123-00008_Surat_Pesanan_Draf.doc",
    ]);
    expect(names("cancel", [round]).filter((name) => !name.includes("Template"))).toEqual([
      "INV-20261123-00008_Berita_Acara_Negosiasi.doc",
    ]);
  });
});
