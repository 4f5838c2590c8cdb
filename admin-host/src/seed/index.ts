import { mkdir, rm } from "node:fs/promises";
import type { HostContext } from "../http/context.ts";
import { seedCatalogue } from "./catalogue.ts";
import { demoPasswordHash, seedCustomers } from "./customers.ts";
import { writeDemoDocuments } from "./documents.ts";
import { writeArtwork } from "./images.ts";
import { seedOrders } from "./orders.ts";
import { loadRegions, seedRegions } from "./regions.ts";
import { seedReviews } from "./reviews.ts";
import { seedSettings } from "./settings.ts";

/** Seeds a database that has never been seeded (the regions table is the marker). */
export async function seedIfEmpty(context: HostContext): Promise<void> {
  if (context.db.get("SELECT 1 FROM provinces LIMIT 1")) return;
  await seedDemoData(context);
}

/** The whole demo data set, deterministic: regions, settings, catalogue, customers, reviews, then orders. */
export async function seedDemoData(context: HostContext): Promise<void> {
  const { db } = context;
  const [regions, passwordHash] = await Promise.all([loadRegions(), demoPasswordHash()]);
  // One transaction: a seed that fails half way leaves an empty database that is seeded again.
  const { artworks, documents } = db.tx(() => {
    seedRegions(db, regions);
    seedSettings(db);
    const catalogue = seedCatalogue(db);
    const customers = seedCustomers(db, passwordHash);
    const reviewArt = seedReviews(db, catalogue.productIds, customers.reviewers);
    const orders = seedOrders(db, context.publicUrl);
    return {
      artworks: [...catalogue.artworks, ...reviewArt, ...orders.artworks],
      documents: orders.documents,
    };
  });
  await writeArtwork(context.filesDir, artworks);
  await writeDemoDocuments(context.filesDir, documents);
}

/** Deletes every row (but the bookkeeping tables) and stored file, then seeds the demo data again (operator "reset"). */
export async function resetDemoData(context: HostContext): Promise<void> {
  const { db } = context;
  const tables = db
    .all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('migrations', 'cache_versions')",
    )
    .map((row) => row.name);
  db.raw.exec("PRAGMA foreign_keys = OFF");
  try {
    db.tx(() => {
      for (const table of tables) db.raw.exec(`DELETE FROM "${table}"`);
      if (db.get("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'"))
        db.raw.exec("DELETE FROM sqlite_sequence");
    });
  } finally {
    db.raw.exec("PRAGMA foreign_keys = ON");
  }
  await rm(context.filesDir, { recursive: true, force: true });
  await mkdir(context.filesDir, { recursive: true });
  await seedDemoData(context);
}
