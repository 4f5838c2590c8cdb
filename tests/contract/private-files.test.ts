// A buyer's private files (issue 20 item 2, docs/admin-api.md "Files"): payment proofs, receipt
// documents and complaint evidence are served by GET /api/files/<path> to their owner alone, under
// a name from their order, never cached; the host's public file path no longer serves them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { witaDay } from "../../contract/dates.ts";
import {
  buyerWithAddress,
  choosePayment,
  files,
  form,
  orderInDocument,
  paidOrder,
  sendProof,
  stockedProducts,
  type OrderBuyer,
} from "./orders-support.ts";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
let owner: OrderBuyer;
let other: OrderBuyer;
let invoice: string;
/** The owner's files of each kind, as the host's answers name them. */
const paths = { proof: "", document: "", secondDocument: "", onlyDocument: "", evidence: "" };

const privateFile = (path: string, token?: string, method = "GET") =>
  fetch(`${host.url}/api/files/${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
const publicFile = (path: string) => fetch(`${host.url}/files/${path}`);

beforeAll(async () => {
  host = await startHost();
  [owner, other] = await Promise.all([buyerWithAddress(host), buyerWithAddress(host)]);
  const [first, second, third] = stockedProducts(host, 3);

  const paying = await orderInDocument(host, owner, [[first, 1]]);
  await choosePayment(host, owner, paying);
  paths.proof = (await sendProof(host, owner, paying)).body.data.image;
  invoice = (await host.api(`transaction/${paying}`, { token: owner.token })).body.data.data.invoice;

  const paid = await paidOrder(host, owner, [
    [second, 1],
    [third, 1],
  ]);
  const order = (await host.api(`transaction/${paid}`, { token: owner.token })).body.data.data;
  const complaint = await host.api("transaction/complaint", {
    token: owner.token,
    multipart: form({ transaction_detail_id: order.transaction_detail[0].id, description_detail: "Penyok" }, [
      ["image[]", files.png(), "bukti.png"],
    ]),
  });
  paths.evidence = complaint.body.data.image[0].image;
  // Two lines shipped: two receipt records, each with its BAST.
  [paths.document, paths.secondDocument] = await receivedBast(paid);
  const single = await paidOrder(host, owner, [[first, 1]]);
  [paths.onlyDocument] = await receivedBast(single);
});

/** Ships the whole order and gives each receipt record a BAST: their paths. */
async function receivedBast(orderId: number): Promise<string[]> {
  await host.operator(`orders/${orderId}/shipments`, { no_airwaybill: "JNE-PRIVAT" });
  const [shipment] = (await host.api(`transaction-support-document/${orderId}`, { token: owner.token })).body
    .data;
  const stored: string[] = [];
  for (const record of shipment.detail as { id: number }[]) {
    const receipt = await host.api(`transaction-support-document/create/${record.id}`, {
      token: owner.token,
      multipart: form(
        {
          name_receipt: "Penerima",
          unit_receipt: 1,
          date_receipt: witaDay(),
          customer_id: owner.id,
          "files[0][name]": "bast",
        },
        [["files[0][file]", files.pdf(), "bast.pdf"]],
      ),
    });
    stored.push(receipt.body.data.document[0].file);
  }
  return stored;
}
afterAll(() => host.close());

describe("GET /api/files/<path>", () => {
  it("serves each kind to its owner: its type, private and never stored, named after the order", async () => {
    const cases = [
      [paths.proof, "image/png", "inline", /^INV-\d{8}-\d{5}-bukti-bayar\.png$/],
      // An order of two receipt records names each record's document by its number.
      [paths.document, "application/pdf", "attachment", /^INV-\d{8}-\d{5}-penerimaan-1-bast\.pdf$/],
      [paths.secondDocument, "application/pdf", "attachment", /^INV-\d{8}-\d{5}-penerimaan-2-bast\.pdf$/],
      [paths.onlyDocument, "application/pdf", "attachment", /^INV-\d{8}-\d{5}-bast\.pdf$/],
      [paths.evidence, "image/png", "inline", /^INV-\d{8}-\d{5}-bukti-komplain-1\.png$/],
    ] as const;
    for (const [path, type, disposition, name] of cases) {
      expect(path, type).toMatch(/^(bukti-bayar|dokumen|komplain)\/[0-9a-f]{32}\.(png|pdf)$/);
      const res = await privateFile(path, owner.token);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const [kind, filename] = (res.headers.get("content-disposition") ?? "").split('; filename="');
      expect(kind).toBe(disposition);
      expect(filename.replace(/"$/, "")).toMatch(name);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBe(Number(res.headers.get("content-length")));
      expect(body.subarray(0, 4).toString("latin1")).toBe(type === "application/pdf" ? "%PDF" : "\x89PNG");
    }
    const proof = await privateFile(paths.proof, owner.token);
    expect(proof.headers.get("content-disposition")).toBe(`inline; filename="${invoice}-bukti-bayar.png"`);
  });

  it("answers HEAD like GET, without the body", async () => {
    const res = await privateFile(paths.document, owner.token, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers another buyer 404, as for a file that does not exist", async () => {
    for (const path of Object.values(paths)) {
      const res = await privateFile(path, other.token);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: "File tidak ditemukan" });
    }
  });

  it("answers 401 without a token or with an unknown one", async () => {
    for (const path of Object.values(paths)) {
      for (const token of [undefined, "bukan-token"]) {
        const res = await privateFile(path, token);
        expect(res.status, path).toBe(401);
        expect(await res.json()).toEqual({ message: "Unauthenticated." });
      }
    }
  });

  it("refuses bad paths and traversal with 404, and never serves public media", async () => {
    const [folder, name] = paths.document.split("/");
    for (const path of [
      `${folder}/..%2F..%2Fadmin-host.sqlite`,
      `${folder}/..%2Fadmin-host.sqlite`,
      `..%2F${name}`,
      `%2e%2e/${name}`,
      `${folder}/${name.replace(".pdf", ".sqlite")}`,
      `${folder}/${name}%00.png`,
      `${folder}/sub/${name}`,
      folder,
      `${folder.toUpperCase()}/${name}`,
      "produk/3-1.webp",
    ]) {
      const res = await privateFile(path, owner.token);
      expect(res.status, path).toBe(404);
    }
    // Dot segments are resolved before routing: they never reach a file.
    expect((await privateFile(`${folder}/../../admin-host.sqlite`, owner.token)).status).toBe(404);
  });

  it("keeps a proof sent again readable by its owner from the order's log", async () => {
    const [product] = stockedProducts(host, 1);
    const id = await orderInDocument(host, owner, [[product, 1]]);
    await choosePayment(host, owner, id);
    const firstProof = (await sendProof(host, owner, id)).body.data.image;
    const secondProof = (await sendProof(host, owner, id)).body.data.image;
    expect(secondProof).not.toBe(firstProof);
    expect((await privateFile(firstProof, owner.token)).status).toBe(200);
    expect((await privateFile(secondProof, owner.token)).status).toBe(200);
    expect((await privateFile(firstProof, other.token)).status).toBe(404);
  });
});

describe("GET /files/<path> (public media only)", () => {
  it("no longer serves proofs, receipt documents or complaint evidence, to anyone", async () => {
    for (const path of Object.values(paths)) {
      const res = await publicFile(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toBeNull();
    }
  });

  it("still serves catalogue images, review media and reviewers' photos for a year", async () => {
    const review = host.db.get<{ path: string }>("SELECT path FROM review_media LIMIT 1")!;
    const reviewer = host.db.get<{ image: string }>(
      "SELECT image FROM customers WHERE image IS NOT NULL LIMIT 1",
    )!;
    for (const path of ["produk/3-1.webp", "kategori/1.webp", review.path, reviewer.image]) {
      const res = await publicFile(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("the demo buyer's seeded files", () => {
  it("are the demo buyer's own: proof, complaint evidence and receipt document", async () => {
    const demo = await host.login("demo@example.com", "demo12345");
    const demo2 = await host.login("demo2@example.com", "demo12345");
    const proof = (await host.api("transaction/payment/detail/5", { token: demo })).body.image;
    const [shipment] = (await host.api("transaction-support-document/8", { token: demo })).body.data;
    const evidence = host.db.get<{ path: string }>(
      "SELECT m.path FROM complaint_media m JOIN complaints c ON c.id = m.complaint_id WHERE c.customer_id = 1",
    )!.path;
    const seeded = [proof, shipment.detail[0].document[0].file, evidence];
    expect(seeded).toEqual([
      expect.stringMatching(/^bukti-bayar\/.+\.jpg$/),
      expect.stringMatching(/^dokumen\/.+\.pdf$/),
      expect.stringMatching(/^komplain\/.+\.jpg$/),
    ]);
    for (const path of seeded) {
      expect((await privateFile(path, demo)).status, path).toBe(200);
      expect((await privateFile(path, demo2)).status, path).toBe(404);
      expect((await publicFile(path)).status, path).toBe(404);
    }
  });
});
