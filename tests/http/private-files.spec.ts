// A buyer's private files (issue 20 item 2) against a guest and another buyer: another buyer meets
// a 404, a guest /login and never the file, and the host's public file path no longer serves them.
// The owner's own files in the browser: tests/e2e/private-files.spec.ts.
import { createBuyer, expect, NoJsBrowser, signIn, test } from "./kit";
import { hostToken } from "../e2e/support/orders";
import { orderWithFiles, PRIVATE_LINK } from "../support/private-files";

test.use({ buyerWithAddress: true });

const tab = (id: number, name: string) => `/profil/detailtransaksi/${name}?id_transaksi=${id}`;

test("a guest and another buyer never get a buyer's file, nor does the host's public path serve it", async ({
  visitor,
  request,
  buyer,
  shop,
}) => {
  const order = await orderWithFiles(request, await hostToken(request, buyer));
  await signIn(visitor, buyer);
  // The owner's links, as the tabs render them.
  await visitor.goto(tab(order.id, "pembayaran"));
  const proof = visitor.$('img[alt="Bukti pembayaran"]').attr("src")!;
  await visitor.goto(tab(order.id, "penerimaan"));
  const document = visitor.$('a[href^="/profil/berkas/dokumen/"]').first().attr("href")!;
  await visitor.goto(tab(order.id, "komplain"));
  const evidence = visitor.$('img[alt="Bukti komplain 1"]').attr("src")!;
  const links = [proof, document, evidence];
  for (const href of links) expect(href).toMatch(PRIVATE_LINK);

  const other = new NoJsBrowser(shop.url);
  await signIn(other, await createBuyer(request));
  const guest = new NoJsBrowser(shop.url);
  for (const href of links) {
    const path = href.replace("/profil/berkas/", "");
    // Another buyer: as if it did not exist.
    const theirs = await other.fetch(href);
    expect(theirs.status, href).toBe(404);
    expect(theirs.headers.get("cache-control")).toBe("private, no-store");
    expect(await theirs.text()).toBe("Berkas tidak ditemukan");
    // A guest is sent to sign in; the file never comes.
    await guest.goto(href);
    expect(guest.page.chain[1], href).toBe(`GET /login?${new URLSearchParams({ redirectTo: href })}`);
    expect(guest.page.headers.get("content-type")).toContain("text/html");
    expect(guest.heading()).toBe("Masuk");
    // The host's public file path, with or without a session.
    expect((await request.get(`/admin-host/files/${path}`)).status(), path).toBe(404);
    expect((await visitor.fetch(`/admin-host/files/${path}`)).status, path).toBe(404);
  }
  // The owner still gets each one.
  for (const href of links) expect((await visitor.fetch(href)).status, href).toBe(200);
});
