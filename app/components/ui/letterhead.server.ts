// The shop's letterhead, the one source of what PrintHead draws at the top of every sheet the shop
// prints or lets a buyer download: the printable order (and its copy in the SPJ bundle), the
// quotation, the Berita Acara Negosiasi and the draft Surat Pesanan (pages and Word files), the
// realisation's print view. The draft Surat Pesanan heads its order with the satker instead.
import { getSettings } from "~/lib/admin/public.server";
import { SITE_NAME } from "~/lib/site";
import type { PrintShop } from "./PrintHead";

/** The shop's name, its address (the known parts, comma-separated), phone and e-mail, from its settings. */
export async function shopLetterhead(): Promise<PrintShop> {
  const settings = await getSettings();
  return {
    name: SITE_NAME,
    address: [settings.address, settings.district, settings.province].filter(Boolean).join(", "),
    phone: settings.phone,
    email: settings.email,
  };
}
