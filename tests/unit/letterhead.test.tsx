// The shop's letterhead, read once for every printed sheet and downloaded document: its name, the
// known parts of its address, its phone and e-mail, as PrintHead draws them.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PrintHead } from "~/components/ui/PrintHead";

const settings = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock("~/lib/admin/public.server", () => ({ getSettings: async () => settings.current }));

const { shopLetterhead } = await import("~/components/ui/letterhead.server");

beforeEach(() => {
  settings.current = {
    address: "Jl. Raya Puputan 10",
    district: "Kota Denpasar",
    province: "Bali",
    phone: "0361 123456",
    email: "toko@example.id",
  };
});

describe("the shop's letterhead", () => {
  it("names the shop, its address in one line, its phone and e-mail", async () => {
    expect(await shopLetterhead()).toEqual({
      name: "Toko Pengadaan",
      address: "Jl. Raya Puputan 10, Kota Denpasar, Bali",
      phone: "0361 123456",
      email: "toko@example.id",
    });
  });

  it("leaves out the parts the settings do not have", async () => {
    settings.current = { ...settings.current, district: "", phone: "" };
    const shop = await shopLetterhead();
    expect(shop.address).toBe("Jl. Raya Puputan 10, Bali");
    expect(renderToStaticMarkup(<PrintHead shop={shop}>Nomor 1</PrintHead>)).toBe(
      '<div class="print-head"><div><h1>Toko Pengadaan</h1><address>Jl. Raya Puputan 10, Bali<br/>toko@example.id</address></div><div class="print-meta">Nomor 1</div></div>',
    );
  });

  it("is drawn as the printed sheets drew it: name, address, then phone · e-mail", async () => {
    expect(renderToStaticMarkup(<PrintHead shop={await shopLetterhead()}>Nomor 1</PrintHead>)).toBe(
      '<div class="print-head"><div><h1>Toko Pengadaan</h1><address>Jl. Raya Puputan 10, Kota Denpasar, Bali<br/>0361 123456 · toko@example.id</address></div><div class="print-meta">Nomor 1</div></div>',
    );
  });
});
