import { LRUCache } from "lru-cache";
import type { Db } from "../db/index.ts";

interface Generation {
  version: number;
  entries: LRUCache<string, object>;
}

const generations = new WeakMap<Db, Generation>();

/**
 * Catalogue answers kept in memory until the catalogue changes: triggers (migration 003) bump
 * `cache_versions.catalogue` on every write to catalogue tables, by any code path. Inside a
 * transaction nothing is cached, since a rollback would take the version back.
 */
export interface CatalogueCache {
  peek<T extends object>(key: string): T | undefined;
  set(key: string, value: object): void;
  /** The cached value, or `build()` stored for next time. */
  get<T extends object>(key: string, build: () => T): T;
}

export function catalogueCache(db: Db): CatalogueCache {
  const version =
    db.get<{ version: number }>("SELECT version FROM cache_versions WHERE name = 'catalogue'")?.version ?? 0;
  let generation = generations.get(db);
  if (!generation || generation.version !== version) {
    generation = { version, entries: new LRUCache({ max: 2000 }) };
    generations.set(db, generation);
  }
  const { entries } = generation;
  const cacheable = !db.raw.isTransaction;
  const cache: CatalogueCache = {
    peek: <T extends object>(key: string) => (cacheable ? (entries.get(key) as T | undefined) : undefined),
    set(key, value) {
      if (cacheable) entries.set(key, value);
    },
    get(key, build) {
      const hit = cache.peek<ReturnType<typeof build>>(key);
      if (hit) return hit;
      const value = build();
      cache.set(key, value);
      return value;
    },
  };
  return cache;
}
