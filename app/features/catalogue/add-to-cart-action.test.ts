// The product page's buy form when the host does not take it, with stand-ins for the host, the
// session and the CSRF check (no network): its own errors (the quantity) under 400 beside the
// field, the host's refusal under 422 in the 'Gagal' dialog ('Stok habis' once the stock is gone),
// a busy host with the busy message under its status and Retry-After; the quantity as typed.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { formPost, hostBusy, refusedBy, rejection, type Sent } from "../../../tests/unit/host-fakes.helpers";

const host = vi.hoisted(() => ({ addToCart: vi.fn(), getProduct: vi.fn() }));

vi.mock("~/lib/admin/cart.server", () => ({ addToCart: host.addToCart }));
vi.mock("~/lib/admin/catalogue.server", () => ({ getProduct: host.getProduct }));
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
  requireUser: async () => ({ userId: 7, session: {} }),
}));

const { addToCartAction } = await import("./add-to-cart-action.server");

type Answered = Sent<FormAnswer>;
const add = (qty: string, product = "42") =>
  addToCartAction(formPost(`/produk-detail?id_produk=${product}`, { qty }));
const OVER_LIMIT =
  "Kamu telah memasukan 4 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian";

beforeEach(() => {
  vi.resetAllMocks();
  host.getProduct.mockResolvedValue({ id: 42, stock: 10 });
});

describe("adding to the cart", () => {
  it("answers added when the host takes it", async () => {
    host.addToCart.mockResolvedValue(undefined);
    expect(await add("3")).toEqual({ added: true });
    expect(host.addToCart).toHaveBeenCalledWith({}, 7, 42, 3);
  });

  it("the form's own error: the quantity's message under it (400), nothing sent", async () => {
    const sent = (await add("0")) as unknown as Answered;
    expect(sent.init?.status).toBe(400);
    expect(sent.data).toMatchObject({
      intent: "keranjang",
      reply: { error: { qty: ["Jumlah minimal 1"] }, initialValue: { qty: "0" } },
    });
    expect(sent.data.dialog).toBeUndefined();
    expect(host.addToCart).not.toHaveBeenCalled();
  });

  it("the host's refusal in the 'Gagal' dialog, the quantity as typed (422)", async () => {
    host.addToCart.mockRejectedValue(refusedBy(400, OVER_LIMIT));
    const sent = (await add("7")) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "keranjang",
      dialog: { title: "Gagal", message: OVER_LIMIT },
      reply: { initialValue: { qty: "7" } },
    });
  });

  it("says 'Stok habis' when the stock went since the page was shown", async () => {
    host.addToCart.mockRejectedValue(refusedBy(400, "Kamu telah memasukan 0 barang ke dalam keranjang"));
    host.getProduct.mockResolvedValue({ id: 42, stock: 0 });
    const sent = (await add("1")) as unknown as Answered;
    expect(sent.init?.status).toBe(422);
    expect(sent.data.dialog?.message).toBe("Stok habis");
  });

  it("a busy host: the busy message in the dialog, its status and Retry-After, the stock not read", async () => {
    host.addToCart.mockRejectedValue(hostBusy(503, "9"));
    const sent = (await add("3")) as unknown as Answered;
    expect(sent.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(sent.data).toMatchObject({
      dialog: { title: "Gagal", message: HOST_BUSY_MESSAGE },
      reply: { initialValue: { qty: "3" } },
    });
    expect(host.getProduct).not.toHaveBeenCalled();
  });

  it("an address naming no product is a 404", async () => {
    const thrown = (await rejection(() => add("1", "abc"))) as Response;
    expect(thrown.status).toBe(404);
  });
});
