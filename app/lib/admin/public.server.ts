// Public data that is the same for every visitor (settings, categories, banners), cached in
// memory: fresh for a short time, then served stale while one background call refreshes it,
// and served stale for as long as the host is down.
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { createAdminClient, dataOf, file, numeric, type AdminClient } from "~/lib/admin/client.server";
import { safeHref } from "~/lib/safe-href";
import { textOrNumber } from "./fields.server";

const FRESH_MS = 60_000;

const publicClient: AdminClient = createAdminClient({
  onUnauthenticated: () => Promise.reject(new Response("Public call answered 401", { status: 502 })),
});

/** One cached value refreshed by `load`; concurrent callers share one in-flight call. */
function staleWhileRevalidate<T extends object>(load: () => Promise<T>): () => Promise<T> {
  // lru-cache answers undefined when a refresh fails with nothing stale to serve; keep the
  // failure so the error page can tell "down" (503) from "slow" (504) and "broken" (502).
  let lastFailure: unknown;
  const cache = new LRUCache<"value", T>({
    max: 1,
    ttl: FRESH_MS,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: () =>
      load().catch((error: unknown) => {
        lastFailure = error;
        throw error;
      }),
  });
  return async () => {
    const value = await cache.fetch("value");
    if (value !== undefined) return value;
    // A fresh Response each time: a body can be read only once, and many requests may wait here.
    if (lastFailure instanceof Response) {
      const { status, statusText, headers } = lastFailure;
      throw new Response(statusText, { status, statusText, headers });
    }
    console.error("[admin] public data unavailable:", lastFailure);
    throw new Response("Admin host gave no data", { status: 502 });
  };
}

const link = textOrNumber.transform((value) => safeHref(value) ?? "");

const settingsSchema = z.object({
  phone: textOrNumber,
  email: textOrNumber,
  address: textOrNumber,
  province: textOrNumber,
  district: textOrNumber,
  lat: textOrNumber,
  long: textOrNumber,
  // Links the footer renders: "" unless safe as an href (no `javascript:`).
  facebook: link,
  twitter: link,
  instagram: link,
  linkedin: link,
  faq: z
    .array(z.object({ id: numeric, question: textOrNumber, answer: textOrNumber }))
    .nullish()
    .transform((list) => list ?? []),
  tac: textOrNumber,
  pp: textOrNumber,
  about: textOrNumber,
  tac_price_nego: textOrNumber,
});
export type Settings = z.infer<typeof settingsSchema>;

const subcategorySchema = z.object({ id: numeric, category_id: numeric, name: z.string() });

const categorySchema = z.object({
  id: numeric,
  name: z.string(),
  image: file,
  subcategory: z
    .array(subcategorySchema)
    .nullish()
    .transform((list) => list ?? []),
});
export type Category = z.infer<typeof categorySchema>;

export const BANNER_POSITIONS = [
  "Slider",
  "Banner 1",
  "Banner 2",
  "Banner 3",
  "Login Page",
  "Registration Page",
  "Forget Password Page",
  "Reset Password Page",
] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

const bannerSchema = z.object({
  id: numeric.optional(),
  position: z.string(),
  image: file,
  /** Where the banner leads; null (no link) unless safe as an href. */
  url: z.string().nullish().transform(safeHref),
});
export type Banner = z.infer<typeof bannerSchema>;

// The settings call answers one object; tolerate a one-element list as well.
const settingsBody = dataOf(
  z.union([
    settingsSchema,
    z
      .array(settingsSchema)
      .min(1)
      .transform((l) => l[0]),
  ]),
);

/** GET setting (000 §7). */
export const getSettings = staleWhileRevalidate(() => publicClient.get("setting", settingsBody));

/** GET category: categories with their subcategories. */
export const getCategories = staleWhileRevalidate(() =>
  publicClient.get("category", dataOf(z.array(categorySchema))),
);

/** GET banner: every banner; pick one position with `bannersAt`. */
export const getBanners = staleWhileRevalidate(() =>
  publicClient.get("banner", dataOf(z.array(bannerSchema))),
);

export async function bannersAt(position: BannerPosition): Promise<Banner[]> {
  return (await getBanners()).filter((banner) => banner.position === position);
}
