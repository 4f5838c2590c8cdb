// The root loader's shouldRevalidate: kept on plain navigations, read again after a post, on a
// reload, on the sign-in and cart pages and for the search redirect; a busy host's refusal keeps it.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { shouldRevalidateLayout } from "~/features/layout/layout-revalidation";

const base = "http://localhost";
function args(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) {
  return {
    currentUrl: new URL(from, base),
    currentParams: {},
    nextUrl: new URL(to, base),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs;
}

describe("shouldRevalidateLayout", () => {
  it("keeps the root's data between catalogue and account pages", () => {
    expect(shouldRevalidateLayout(args("/", "/produk?kategori=2"))).toBe(false);
    expect(shouldRevalidateLayout(args("/produk", "/produk-detail?id_produk=1"))).toBe(false);
    expect(shouldRevalidateLayout(args("/profil/transaksi", "/profil/detailtransaksi?id_transaksi=7"))).toBe(
      false,
    );
  });

  it("reads it again after a post, unless the host was too busy to take it", () => {
    expect(shouldRevalidateLayout(args("/produk", "/produk", { formMethod: "POST" }))).toBe(true);
    expect(
      shouldRevalidateLayout(
        args("/produk-detail?id_produk=1", "/produk-detail?id_produk=1", { formMethod: "post" }),
      ),
    ).toBe(true);
    expect(
      shouldRevalidateLayout(
        args("/profil/sunting-profil", "/profil/sunting-profil", { formMethod: "POST", actionStatus: 503 }),
      ),
    ).toBe(false);
  });

  it("reads it again on a reload, the sign-in, cart and checkout pages and an empty search", () => {
    expect(shouldRevalidateLayout(args("/profil/chat", "/profil/chat"))).toBe(true);
    expect(shouldRevalidateLayout(args("/profil/chat", "/login?redirectTo=%2Fprofil%2Fchat"))).toBe(true);
    expect(shouldRevalidateLayout(args("/", "/keranjang-belanja"))).toBe(true);
    expect(shouldRevalidateLayout(args("/keranjang-belanja/penawaran", "/produk"))).toBe(true);
    expect(shouldRevalidateLayout(args("/checkout", "/"))).toBe(true);
    expect(shouldRevalidateLayout(args("/", "/produk?search="))).toBe(true);
  });

  it("reads it again when a result dialog or a modal form closes, not while one opens", () => {
    const tab = "/profil/detailtransaksi/ulasan?id_transaksi=7";
    expect(shouldRevalidateLayout(args(`${tab}&modal=ulasan-terkirim`, tab))).toBe(true);
    expect(shouldRevalidateLayout(args("/example/bpd-payment?modal=bukti", "/example/bpd-payment"))).toBe(
      true,
    );
    expect(shouldRevalidateLayout(args("/profil/chat?berhasil=1", "/profil/chat"))).toBe(true);
    expect(shouldRevalidateLayout(args(tab, `${tab}&modal=ulasan-terkirim`))).toBe(false);
  });

  it("follows Remix's own answer where it reads again", () => {
    expect(shouldRevalidateLayout(args("/", "/login", { defaultShouldRevalidate: false }))).toBe(false);
  });
});
