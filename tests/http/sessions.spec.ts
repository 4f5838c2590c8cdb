// Issue 20 item 1: a password change (profile edit) or a reset (/reset-password) ends every
// other session of the buyer; the device that changed it stays signed in. Sessions are the
// server's: each device is a browser of its own (its own cookie), with or without JavaScript alike.
import { expect, latestMail, NoJsBrowser, signIn, test, type Buyer } from "./kit";

/** `count` browsers of the buyer, each signed in with its own cookie. */
async function devices(origin: string, buyer: Buyer, count: number) {
  const browsers: NoJsBrowser[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = new NoJsBrowser(origin);
    await signIn(device, buyer, "/profil/beranda");
    expect(device.url.pathname).toBe("/profil/beranda");
    browsers.push(device);
  }
  return browsers;
}

async function expectSignedOut(device: NoJsBrowser) {
  await device.goto("/profil/beranda");
  expect(device.url.pathname + device.url.search).toBe("/login?redirectTo=%2Fprofil%2Fberanda");
}

test("a password change on one device signs the other two out", async ({ buyer, shop }) => {
  const [changer, ...others] = await devices(shop.url, buyer, 3);
  await changer.goto("/profil/sunting-profil?modal=sandi");
  const dialog = 'dialog[open]:has(input[type="password"])';
  changer.fill("Kata Sandi Baru", "sandi-baru-123", dialog);
  changer.fill("Konfirmasi Kata Sandi Baru", "sandi-baru-123", dialog);
  await changer.press("Simpan", dialog);
  expect(changer.text("dialog[open]")).toContain("Selamat");

  for (const device of others) await expectSignedOut(device);
  await changer.goto("/profil/beranda");
  expect(changer.url.pathname).toBe("/profil/beranda");
});

test("a reset through /reset-password signs every session out", async ({ visitor, request, buyer, shop }) => {
  const signedIn = await devices(shop.url, buyer, 2);
  await visitor.goto("/lupa-password");
  visitor.fill("Email", buyer.email);
  await visitor.press("Kirim");
  expect(visitor.text()).toContain("Silahkan periksa email Anda");
  const link = new URL((await latestMail(request, buyer.email))?.link ?? "");
  await visitor.goto(`${link.pathname}${link.search}`);
  visitor.fill("Kata sandi baru", "baru-12345").fill("Konfirmasi kata sandi", "baru-12345");
  await visitor.press("Simpan");
  expect(visitor.url.pathname).toBe("/login");

  for (const device of signedIn) await expectSignedOut(device);
});
