// Nothing lost on failure in the account area, without JavaScript: while the host answers a
// form's post with its 429, the profile, the chat, a counter-offer, a payment proof and an
// address delete come back as typed (a file has to be chosen again: a page cannot refill a file
// input) with the busy message in the form's own error place (503, the host's Retry-After); once
// it answers again the same form goes through. With JavaScript: tests/e2e/account-busy.spec.ts.
// Only the posts fail: the page comes back rendered from the host's reads.
import { expect, setHostFault, signIn, test, type NoJsBrowser } from "./kit";
import { addressIds, dialog } from "./support/cart";
import { ORDER_PRODUCTS, hostOrder, hostToken, offeredOrder } from "../e2e/support/orders";
import { bpdAwaitingProof, paymentOf, PNG_1PX } from "../e2e/support/payments";
import { ACCOUNT_BUSY as BUSY, FILES_AGAIN, RETRY_AFTER } from "../support/host-busy";

test.use({ buyerWithAddress: true });

function expectBusy(visitor: NoJsBrowser) {
  expect(visitor.status).toBe(503);
  expect(visitor.page.headers.get("retry-after")).toBe(RETRY_AFTER);
}

test("profile and password: the busy message in their dialogs, the typed profile kept, then saved", async ({
  visitor,
  request,
  buyer,
}) => {
  const UPDATE = "/customer/data-customer/update";
  const FORM = "form.profile-form";
  await signIn(visitor, buyer, "/profil/sunting-profil");
  visitor.fill("Nama PPK", "Komang Sibuk", FORM).fill("Nomor Telepon", "081299887766", FORM);
  await setHostFault(request, "error429", UPDATE, "POST");
  await visitor.press("Simpan", FORM);
  expectBusy(visitor);
  const refused = dialog(visitor, "Ooops");
  // No photo was sent: nothing to choose again.
  expect(visitor.text(refused)).toContain(BUSY);
  expect(visitor.text(refused)).not.toContain(FILES_AGAIN);
  expect(visitor.value("Nama PPK", FORM)).toBe("Komang Sibuk");
  expect(visitor.value("Nomor Telepon", FORM)).toBe("081299887766");

  // The password change: its own dialog says so; the server never writes a password into a page.
  await setHostFault(request, "none");
  await visitor.goto("/profil/sunting-profil?modal=sandi");
  const passwords = 'dialog[open]:has(input[type="password"])';
  visitor.fill("Kata Sandi Baru", "SandiBaru#2026", passwords);
  visitor.fill("Konfirmasi Kata Sandi Baru", "SandiBaru#2026", passwords);
  await setHostFault(request, "error429", UPDATE, "POST");
  await visitor.press("Simpan", passwords);
  expectBusy(visitor);
  expect(visitor.text(`${passwords} [role=alert]`)).toBe(BUSY);
  expect(visitor.value("Kata Sandi Baru", passwords)).toBe("");

  await setHostFault(request, "none");
  await visitor.goto("/profil/sunting-profil");
  visitor.fill("Nama PPK", "Komang Sibuk", FORM);
  await visitor.press("Simpan", FORM);
  expect(visitor.text(dialog(visitor, "Selamat"))).toContain("berhasil");
  expect(visitor.value("Nama PPK", FORM)).toBe("Komang Sibuk");
});

test("chat: the busy message under the box, the text kept, then sent", async ({
  visitor,
  request,
  buyer,
}) => {
  await signIn(visitor, buyer, "/profil/chat");
  const text = `Mohon info stok kertas ${buyer.username}`;
  visitor.fill("Pesan", text);
  await setHostFault(request, "error429", "/usermanagement/chat/reply", "POST");
  await visitor.press("Kirim");
  expectBusy(visitor);
  expect(visitor.text()).toContain(BUSY);
  expect(visitor.value("Pesan")).toBe(text);
  expect(visitor.text('[role=log][aria-label="Percakapan dengan Admin"]')).not.toContain(text);

  await setHostFault(request, "none");
  await visitor.press("Kirim");
  expect(visitor.text('[role=log][aria-label="Percakapan dengan Admin"]')).toContain(text);
  expect(visitor.value("Pesan")).toBe("");
  expect(visitor.text()).not.toContain(BUSY);
});

test("counter-offer: the busy message in its modal, prices and notes kept, then sent", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const { id, lines } = await offeredOrder(request, host, {
    products: ORDER_PRODUCTS,
    adminShipping: 20_000,
  });
  await signIn(visitor, buyer, `/profil/detailtransaksi/negosiasi?id_transaksi=${id}`);
  visitor
    .fill(lines[0].name_product, "12000")
    .fill(lines[1].name_product, "9000")
    .fill("Ongkos Kirim", "18000")
    .fill("Catatan", "Mohon dipertimbangkan");
  await setHostFault(request, "error429", "/transaction/store-negotiation", "POST");
  await visitor.press("Lanjutkan Negosiasi");
  expectBusy(visitor);
  expect(visitor.text('[data-modal="errorajukannego"]')).toBe(BUSY);
  expect(visitor.value(lines[0].name_product)).toMatch(/^12[.,]?000$/);
  expect(visitor.value(lines[1].name_product)).toMatch(/^9[.,]?000$/);
  expect(visitor.value("Ongkos Kirim")).toMatch(/^18[.,]?000$/);
  expect(visitor.value("Catatan")).toBe("Mohon dipertimbangkan");
  expect((await hostOrder(request, id)).negotiations).toHaveLength(2);

  await setHostFault(request, "none");
  await visitor.press("Lanjutkan Negosiasi");
  expect(visitor.$('[data-modal="ajukannego"]')).toHaveLength(1);
  expect((await hostOrder(request, id)).negotiations.at(-1)).toMatchObject({ nego_step: 3, is_admin: 0 });
});

test("payment proof: the busy message in its modal, the fields kept, the file asked for again, then sent", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await bpdAwaitingProof(request, buyer);
  await signIn(visitor, buyer, `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`);
  const proof = { name: "bukti.png", type: "image/png", content: PNG_1PX };
  visitor
    .fill("Atas Nama", "Bagian Umum Setda")
    .fill("No Rekening", "0011223344")
    .fill("Nama Bank", "BPD Bali");
  visitor.setFiles("Bukti Pembayaran", [proof]);
  await setHostFault(request, "error429", "/transaction/payment/proof-of-payment", "POST");
  await visitor.press("Kirim");
  expectBusy(visitor);
  expect(visitor.text('[data-modal="errorbukti"]')).toBe(`${BUSY} ${FILES_AGAIN}`);
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");
  expect(visitor.value("No Rekening")).toBe("0011223344");
  expect(visitor.value("Nama Bank")).toBe("BPD Bali");

  await setHostFault(request, "none");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
  visitor.setFiles("Bukti Pembayaran", [proof]);
  await visitor.press("Kirim");
  expect(visitor.text()).toContain("Selamat File Anda telah dikirim");
  expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");
});

test("address delete: the busy message in its dialog, the address kept, then deleted", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  await signIn(visitor, buyer, "/profil/alamat");
  await visitor.follow("Hapus");
  await setHostFault(request, "error429", "/customer/address/delete", "DELETE");
  await visitor.press("Hapus", dialog(visitor, "Hapus Alamat"));
  expectBusy(visitor);
  // The delete's FormAnswer: the form's own message in its dialog, above the form.
  expect(visitor.text(dialog(visitor, "Hapus Alamat").find(".form-answer[role=alert]"))).toBe(BUSY);

  await setHostFault(request, "none");
  expect(await addressIds(request, host)).toHaveLength(1);
  await visitor.press("Hapus", dialog(visitor, "Hapus Alamat"));
  expect(dialog(visitor, "Hapus Alamat")).toHaveLength(0);
  expect(await addressIds(request, host)).toHaveLength(0);
});
