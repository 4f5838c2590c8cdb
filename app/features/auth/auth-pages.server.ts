// What the four sign-in pages share on the server (000 §2): a signed-in visitor is sent to /,
// and each page shows the banner of its position. The honeypot's fields are made here, for
// these pages only, rather than for every page in the root.
import { redirect } from "@remix-run/node";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { bannersAt, type Banner, type BannerPosition } from "~/lib/admin/public.server";
import { honeypot } from "~/lib/csrf.server";
import { getOptionalUser } from "~/lib/session.server";

export async function loadAuthPage(
  request: Request,
  position: BannerPosition,
): Promise<{ banner: Banner | null; honeypot: HoneypotInputProps }> {
  if (await getOptionalUser(request)) throw redirect("/");
  const [banner] = await bannersAt(position);
  return { banner: banner ?? null, honeypot: honeypot.getInputProps() };
}

/** 000 §8: the host's word when it refuses a form of these pages, the shop's when it gave none. */
export const refusalText = (message: string) =>
  message || "Permintaan tidak dapat diproses, silahkan coba lagi.";
