// The shop as the procurement file's printed sheets head it (the print view, the SPJ's orders).
import type { PrintShop } from "~/components/ui/PrintHead";
import { getSettings } from "~/lib/admin/public.server";
import { SITE_NAME } from "~/lib/site";

export async function letterhead(): Promise<PrintShop> {
  const settings = await getSettings();
  return {
    name: SITE_NAME,
    address: [settings.address, settings.district, settings.province].filter(Boolean).join(", "),
    phone: settings.phone,
    email: settings.email,
  };
}
