// The cart page's forms when the host does not take them (000 §8): a line's refusal beside its
// field, the delete's and the checkout's in a dialog, all under 422; a busy host the same way
// with the busy message under its status and Retry-After; a line already gone is deleted as
// asked. The host calls, the session and the CSRF check are stand-ins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { formPost, hostBusy, refusedBy, rejection, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({
  listCart: vi.fn(),
  updateCartLine: vi.fn(),
  deleteCartLine: vi.fn(),
  startCheckout: vi.fn(),
}));

vi.mock("~/lib/admin/cart.server", () => ({
  listCart: host.listCart,
  updateCartLine: host.updateCartLine,
  deleteCartLine: host.deleteCartLine,
}));
vi.mock("~/lib/admin/checkout.server", () => ({ startCheckout: host.startCheckout }));
vi.mock("~/lib/admin/client.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/client.server")>()),
  adminClient: async () => ({}),
}));
vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
}));
vi.mock("~/lib/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/session.server")>()),
  requireUser: async () => ({ userId: 7, session: { set: vi.fn(), get: vi.fn(), unset: vi.fn() } }),
}));

const { cartAction } = await import("./cart-action.server");

type Answered = Sent<FormAnswer>;
const post = (fields: [string, string][]) => cartAction(formPost("/keranjang-belanja", fields));

beforeEach(() => {
  vi.resetAllMocks();
});

describe("a line's quantity and note", () => {
  const qty: [string, string][] = [
    ["intent", "qty"],
    ["cartId", "5"],
    ["qty", "9"],
    ["selected", "5"],
  ];

  it("show the host's refusal under the field, the line's form as typed (422)", async () => {
    host.updateCartLine.mockRejectedValue(refusedBy(400, "Stok tidak mencukupi"));
    const sent = (await post(qty)) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.intent).toBe("qty-5");
    expect(sent.data.reply.error).toEqual({ qty: ["Stok tidak mencukupi"] });
    expect(sent.data.reply.initialValue).toMatchObject({ qty: "9" });
  });

  it("a busy host: the busy message under the field, its status and Retry-After", async () => {
    host.updateCartLine.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await post([
      ["intent", "note"],
      ["cartId", "5"],
      ["note", "Warna biru"],
    ])) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(sent.data.reply.error).toEqual({ note: [HOST_BUSY_MESSAGE] });
    expect(sent.data.reply.initialValue).toMatchObject({ note: "Warna biru" });
  });
});

describe("a line's delete", () => {
  const remove: [string, string][] = [
    ["intent", "delete"],
    ["cartId", "5"],
  ];

  it("shows the host's refusal or a busy host in a dialog", async () => {
    host.deleteCartLine.mockRejectedValueOnce(refusedBy(400, "Produk tidak dapat dihapus"));
    const refused = (await post(remove)) as unknown as Answered;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.dialog).toEqual({ title: "Ooops", message: "Produk tidak dapat dihapus" });

    host.deleteCartLine.mockRejectedValueOnce(hostBusy(504, "30"));
    const busy = (await post(remove)) as unknown as Answered;
    expect(busy.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(busy.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });

  it("takes a line already gone (the host's 404) as deleted", async () => {
    host.deleteCartLine.mockRejectedValue(refusedBy(404, "Data tidak ditemukan"));
    const done = (await rejection(() => post(remove))) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/keranjang-belanja?berhasil=hapus");
  });
});

describe("the checkout", () => {
  const checkout: [string, string][] = [
    ["intent", "checkout"],
    ["selected", "5"],
  ];

  it("shows the host's refusal or a busy host in a dialog, the selection kept", async () => {
    host.listCart.mockResolvedValue([{ id: 5, qty: 2 }]);
    host.startCheckout.mockRejectedValueOnce(refusedBy(422, "Stok Kertas HVS tidak mencukupi", {}));
    const refused = (await post(checkout)) as unknown as Answered;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.intent).toBe("checkout");
    expect(refused.data.dialog?.message).toBe("Stok Kertas HVS tidak mencukupi");
    expect(refused.data.reply.initialValue).toMatchObject({ selected: "5" });

    host.startCheckout.mockRejectedValueOnce(hostBusy(503, "9"));
    const busy = (await post(checkout)) as unknown as Answered;
    expect(busy.init?.status).toBe(503);
    expect(busy.data.dialog?.message).toBe(HOST_BUSY_MESSAGE);
  });
});
