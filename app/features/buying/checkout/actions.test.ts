// The checkout's forms when the host does not take them (000 §8), one handler per intent: the
// service, the parts and the purchase request answer beside their form, the shipping negotiation
// in 'Ooops', all under 422; a busy host the same way with the busy message under its status and
// Retry-After; a price negotiation's refusal is silent; a checkout the host no longer knows leads
// back to the cart. The host calls, the session and the CSRF check are stand-ins (no network).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import {
  formPost,
  hostBusy,
  refusedBy,
  rejection,
  type Sent,
} from "../../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({
  getCheckout: vi.fn(),
  quoteShipping: vi.fn(),
  storeShippingCost: vi.fn(),
  negotiateShipping: vi.fn(),
  negotiatePrice: vi.fn(),
  createTransaction: vi.fn(),
  listCouriers: vi.fn(),
}));
const session = vi.hoisted(() => ({ get: vi.fn(), set: vi.fn(), unset: vi.fn() }));

vi.mock("~/lib/admin/checkout.server", () => host);
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
  requireUser: async () => ({ userId: 7, session }),
  commitSession: async () => "sesi=baru",
}));

const { checkoutAction } = await import("./actions.server");

/** The checkout as the host keeps it: address 3 and JNE REG stored, one line of 2. */
const checkout = {
  id: 5,
  transaction_id: null,
  satker_id: 3,
  shipping_courier: "jne",
  shipping_service: "REG",
  shipping_cost: 20_000,
  shipping_cost_nego: null,
  checkout_detail: [
    { id: 11, qty: 2, price: 10_000, subtotal: 20_000, subtotal_nego: null, is_nego: false, has_partial: [] },
  ],
};

type Answered = Sent<FormAnswer>;
const post = (fields: Record<string, string>, more: [string, string][] = []) =>
  checkoutAction(
    formPost("/checkout?alamat=3&kurir=jne", [
      ["alamat", "3"],
      ["kurir", "jne"],
      ...Object.entries(fields),
      ...more,
    ]),
  );

beforeEach(() => {
  vi.resetAllMocks();
  session.get.mockImplementation((key: string) => (key === "id_checkout" ? 5 : undefined));
  host.getCheckout.mockResolvedValue(checkout);
  host.quoteShipping.mockResolvedValue([]);
});

describe("the checkout's forms when the host refuses them", () => {
  it("the service: the host's message beside the form (422)", async () => {
    host.storeShippingCost.mockRejectedValue(refusedBy(400, "Layanan tidak tersedia"));
    const sent = (await post({ intent: "service", service: "YES" })) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "service",
      reply: { error: { "": ["Layanan tidak tersedia"] } },
    });
  });

  it("the shipping negotiation: the host's word in 'Ooops' (422)", async () => {
    host.negotiateShipping.mockRejectedValue(refusedBy(422, "Negosiasi ongkir ditutup", {}));
    const sent = (await post({
      intent: "shipping-nego",
      shipping_cost_nego: "15000",
    })) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.dialog).toEqual({ title: "Ooops", message: "Negosiasi ongkir ditutup" });
    expect(sent.data.reply.initialValue).toMatchObject({ shipping_cost_nego: "15000" });
  });

  it("the purchase request: the host's message beside the button, the checkout kept (422)", async () => {
    host.createTransaction.mockRejectedValue(refusedBy(400, "Stok Kertas HVS tidak mencukupi"));
    const sent = (await post({ intent: "submit" })) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.reply.error).toEqual({ "": ["Stok Kertas HVS tidak mencukupi"] });
    expect(session.unset).not.toHaveBeenCalled();
  });

  it("a line's price negotiation: a refusal is silent (000 §8)", async () => {
    host.negotiatePrice.mockRejectedValue(refusedBy(400, "Nego ditolak"));
    expect(await post({ intent: "price-nego", detailId: "11", price_nego: "9000" })).toBeNull();
  });

  it("a checkout the host no longer knows: back to the cart, out of the session", async () => {
    host.getCheckout.mockRejectedValue(refusedBy(404, "Checkout tidak ditemukan"));
    const back = (await rejection(() => post({ intent: "submit" }))) as Response;
    expect(back.headers.get("Location")).toBe("/keranjang-belanja");
    expect(session.unset).toHaveBeenCalledWith("id_checkout");
  });
});

describe("the checkout's forms when the host is busy", () => {
  it("answers beside the form or in the dialog with the busy message, its status and Retry-After", async () => {
    host.storeShippingCost.mockRejectedValue(hostBusy(503, "9"));
    const service = (await post({ intent: "service", service: "YES" })) as unknown as Answered;
    expect(service.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(service.data.reply.error).toEqual({ "": [HOST_BUSY_MESSAGE] });

    host.negotiateShipping.mockRejectedValue(hostBusy(504, "30"));
    const nego = (await post({ intent: "shipping-nego-cancel" })) as unknown as Answered;
    expect(nego.init).toMatchObject({ status: 504, headers: { "Retry-After": "30" } });
    expect(nego.data.dialog).toEqual({ title: "Ooops", message: HOST_BUSY_MESSAGE });

    host.createTransaction.mockRejectedValue(hostBusy(502, "9"));
    const submit = (await post({ intent: "submit" })) as unknown as Answered;
    expect(submit.init?.status).toBe(502);
    expect(submit.data).toMatchObject({ intent: "submit", reply: { error: { "": [HOST_BUSY_MESSAGE] } } });
  });

  it("the parts: the busy message beside the line's own form", async () => {
    host.quoteShipping.mockRejectedValue(hostBusy());
    const sent = (await post({ intent: "partial", detailId: "11" }, [
      ["parts", "1"],
      ["parts", "1"],
    ])) as unknown as Answered;
    expect(sent.init?.status).toBe(503);
    expect(sent.data.intent).toBe("partial-11");
  });

  it("refuses an intent it does not know with 400", async () => {
    const refused = (await rejection(() => post({ intent: "bayar" }))) as Response;
    expect(refused.status).toBe(400);
  });
});
