import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  choosePayment,
  files,
  form,
  orderInDocument,
  paidOrder,
  placeOrder,
  sendProof,
  startOrderWorld,
  type OrderBuyer,
} from "./orders-support.ts";
import { registration } from "./support/forms.ts";
import { startHost, type Body, type TestHost } from "./support/host.ts";

let host: TestHost, buyer: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, products } = await startOrderWorld(6));
});
afterAll(() => host.close());

const exec = promisify(execFile);
/** `npm run admin -- <args>` on a data folder (the running host's, unless told otherwise). */
const cli = (args: string[], dataDir = host.dataDir) =>
  exec(process.execPath, ["admin-host/src/cli.ts", ...args], {
    env: { ...process.env, ADMIN_HOST_DATA_DIR: dataDir },
  });
const order = (id: number): Promise<Body> =>
  host.api(`transaction/${id}`, { token: buyer.token }).then((res) => res.body);
const firstLine = async (id: number): Promise<number> => (await order(id)).data.data.transaction_detail[0].id;

// Each command is a Node process of its own (about half a second, several on a busy machine).
describe("operator CLI", { timeout: 60_000 }, () => {
  it("lists every command with --help; an unknown command fails", async () => {
    const [help] = await Promise.all([
      cli(["--help"]),
      expect(cli(["meledak"])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Unknown command "meledak"'),
      }),
    ]);
    for (const command of [
      "orders",
      "show",
      "status",
      "counter",
      "accept",
      "ship",
      "verify",
      "reject",
      "reset-payment",
      "chat",
      "answer-review",
      "answer-complaint",
      "verify-customer",
      "outbox",
      "reset",
    ]) {
      expect(help.stdout).toContain(`  ${command} `);
    }
  });

  it("orders lists by status; status changes one, and fails (exit 1) where the machine has no transition", async () => {
    const id = await placeOrder(host, buyer, [[products[0], 1]]);
    const orders = await cli(["orders", "confirmed"]);
    expect(orders.stdout).toContain(`${id}\t`);
    expect(
      orders.stdout
        .trim()
        .split("\n")
        .every((row) => row.split("\t")[2] === "confirmed"),
    ).toBe(true);
    expect((await cli(["status", String(id), "cancel"])).stdout).toContain(`Order ${id} is now cancel`);
    expect((await order(id)).data.status).toBe("cancel");
    await expect(cli(["status", String(id), "cancel"])).rejects.toMatchObject({ code: 1 });
  });

  it("show prints the order as GET transaction/{id} answers it", async () => {
    const id = await paidOrder(host, buyer, [[products[0], 1]]);
    expect(JSON.parse((await cli(["show", String(id)])).stdout)).toEqual(await order(id));
  });

  it("counter writes the admin's round; accept confirms the buyer's round", async () => {
    const id = await placeOrder(host, buyer, [[products[1], 2]], { priceNego: 1000, shippingNego: 5000 });
    const line = await firstLine(id);
    // The admin meets the buyer's 5000 at the quoted cost: a round may not ask more than the quote.
    const quoted = Number((await order(id)).data.data.shipping_cost);
    expect(quoted).toBeGreaterThan(5000);
    const countered = await cli([
      "counter",
      String(id),
      `${line}=1500`,
      "--ongkir",
      String(quoted),
      "--note",
      "Harga terbaik kami",
    ]);
    expect(countered.stdout).toContain(`Counter-offer recorded for order ${id}`);
    const { negotiations } = await order(id);
    expect(negotiations).toHaveLength(2);
    expect(negotiations[1]).toMatchObject({
      nego_step: 2,
      is_admin: 1,
      notes: "Harga terbaik kami",
      product_negotiation: [{ transaction_detail_id: line, new_price: 1500 }],
      shipping_cost_negotiation: { new_price: quoted },
    });
    // The latest round is now the admin's: nothing of the buyer's to accept.
    await expect(cli(["accept", String(id)])).rejects.toMatchObject({ code: 1 });
    expect((await order(id)).data.status).toBe("pending");

    const offered = await placeOrder(host, buyer, [[products[1], 1]], { priceNego: 900 });
    expect((await cli(["accept", String(offered)])).stdout).toContain(`Order ${offered} is now confirmed`);
    expect((await order(offered)).data.status).toBe("confirmed");
  });

  it("ship records a shipment of some units, then of the rest", async () => {
    const id = await paidOrder(host, buyer, [[products[2], 3]]);
    const line = await firstLine(id);
    const first = await cli(["ship", String(id), "JNE-CLI-1", `${line}=2`]);
    expect(first.stdout).toMatch(new RegExp(`^Shipment \\d+ recorded for order ${id}$`, "m"));
    expect((await order(id)).data.status).toBe("partial delivery");
    await cli(["ship", String(id), "JNE-CLI-2"]);
    expect((await order(id)).data.status).toBe("shipped");
    const shipments = (await host.api(`transaction-support-document/${id}`, { token: buyer.token })).body
      .data;
    expect(
      shipments.map((s: { no_airwaybill: string; detail: { unit_delivery: number }[] }) => [
        s.no_airwaybill,
        s.detail[0].unit_delivery,
      ]),
    ).toEqual([
      ["JNE-CLI-1", 2],
      ["JNE-CLI-2", 1],
    ]);
  });

  it("reject, reset-payment and verify decide a BPD transfer", async () => {
    const id = await orderInDocument(host, buyer, [[products[3], 1]]);
    await choosePayment(host, buyer, id);
    await sendProof(host, buyer, id);
    const rejected = JSON.parse((await cli(["reject", String(id), "Nominal", "kurang"])).stdout);
    expect(rejected).toMatchObject({ transaction_id: id, status: "failed", notes: "Nominal kurang" });
    expect((await order(id)).data.status).toBe("payment_failed");

    expect((await cli(["reset-payment", String(id)])).stdout).toContain(`Payment of order ${id} voided`);
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: buyer.token })).status).toBe(404);
    expect((await choosePayment(host, buyer, id)).status).toBe(201);
    await sendProof(host, buyer, id);
    const verified = JSON.parse((await cli(["verify", String(id)])).stdout);
    expect(verified).toMatchObject({ transaction_id: id, status: "success" });
    expect((await order(id)).data.status).toBe("paid");
    await expect(cli(["verify", String(id)])).rejects.toMatchObject({ code: 1 });
  });

  it("chat, answer-review and answer-complaint write the admin's words", async () => {
    const line = await firstLine(await paidOrder(host, buyer, [[products[4], 1]]));
    const review = await host.api("product/review", {
      token: buyer.token,
      multipart: form({ transaction: line, star: 5, notes: "Barang sesuai pesanan" }),
    });
    const complaint = await host.api("transaction/complaint", {
      token: buyer.token,
      multipart: form({ transaction_detail_id: line, description_detail: "Satu unit tergores" }, [
        ["image[]", files.png(), "bukti.png"],
      ]),
    });
    const reviewId = review.body.data.id;
    const complaintId = complaint.body.data.id;
    // Independent commands: run side by side.
    const [chat, answered, complained] = await Promise.all([
      cli(["chat", String(buyer.id), "Pesanan", "sudah", "dikemas"]),
      cli(["answer-review", String(reviewId), "Terima", "kasih"]),
      cli(["answer-complaint", String(complaintId), "Kami", "kirim", "pengganti"]),
      expect(cli(["answer-review", "999999", "Halo"])).rejects.toMatchObject({ code: 1 }),
    ]);

    const said = JSON.parse(chat.stdout);
    expect(said).toMatchObject({ message: "Pesanan sudah dikemas", is_user: false });
    expect((await host.api("usermanagement/chat/detail", { token: buyer.token })).body.data.at(-1)).toEqual(
      said,
    );
    expect(answered.stdout).toContain(`Review ${reviewId} answered`);
    expect(complained.stdout).toContain(`Complaint ${complaintId} answered`);
    const reviews = (await host.api("reviews/list/user", { token: buyer.token })).body;
    expect(reviews.find((r: { id: number }) => r.id === reviewId).respon_notes).toBe("Terima kasih");
    expect(
      (await host.api(`transaction/complaint/${complaintId}`, { token: buyer.token })).body.respon_admin,
    ).toBe("Kami kirim pengganti");
  });

  it("outbox prints an address's mails; verify-customer lets a registration log in", async () => {
    const fields = registration();
    const created = await host.api("customer/create", { form: fields });
    const id = created.body.data.id;
    const mails = JSON.parse((await cli(["outbox", fields.email.toUpperCase()])).stdout);
    expect(mails).toEqual([
      expect.objectContaining({
        to: fields.email,
        subject: "Verifikasi email akun Anda",
        link: expect.stringContaining("/api/customer/verify-email?"),
      }),
    ]);
    const login = { email: fields.username, password: fields.password };
    expect((await host.api("customer/login", { form: login })).status).toBe(403);
    expect((await cli(["verify-customer", String(id)])).stdout).toContain(`Customer ${id} verified`);
    expect((await host.api("customer/login", { form: login })).status).toBe(200);
  });

  it("reset restores the demo data of its folder (a copy, so this host keeps its own)", async () => {
    const copy = await host.copyData();
    expect((await cli(["reset"], copy)).stdout).toContain("Demo data restored");
    const restored = await startHost({ dataDir: copy });
    try {
      const gone = await restored.api("customer/login", {
        form: { email: buyer.email, password: buyer.password },
      });
      expect(gone.status).toBe(422);
      const demo = await restored.login("demo", "demo12345");
      expect((await restored.api("transaction/list-transaction/1", { token: demo })).body).toHaveLength(15);
      expect(restored.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n).toBe(10);
      expect((await fetch(`${restored.url}/files/produk/3-1.webp`)).status).toBe(200);
    } finally {
      await restored.close();
    }
    await host.login(buyer.email, buyer.password);
  });
});
