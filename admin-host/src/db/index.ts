import { DatabaseSync, type StatementSync, type SQLInputValue } from "node:sqlite";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const migrationsDir = join(import.meta.dirname, "..", "migrations");

export type Params = Record<string, SQLInputValue> | SQLInputValue[];
export type Row = Record<string, SQLInputValue>;

/** SQLite access with one cached prepared statement per SQL text and nestable transactions. */
export interface Db {
  readonly raw: DatabaseSync;
  all<T = Row>(sql: string, params?: Params): T[];
  get<T = Row>(sql: string, params?: Params): T | undefined;
  run(sql: string, params?: Params): { changes: number; lastInsertRowid: number };
  /** Runs `fn` in a transaction (a savepoint when already inside one); rolls back on throw. */
  tx<T>(fn: () => T): T;
  close(): void;
}

export function openDb(file: string): Db {
  const raw = new DatabaseSync(file);
  raw.exec(
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;",
  );
  const cache = new Map<string, StatementSync>();
  let depth = 0;

  function statement(sql: string): StatementSync {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = raw.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }

  function call<R>(
    sql: string,
    params: Params | undefined,
    method: (s: StatementSync, p: SQLInputValue[]) => R,
  ): R {
    const stmt = statement(sql);
    if (params === undefined) return method(stmt, []);
    if (Array.isArray(params)) return method(stmt, params);
    // Named parameters are passed as one object argument.
    return method(stmt, [params as unknown as SQLInputValue]);
  }

  const db: Db = {
    raw,
    all: <T>(sql: string, params?: Params) => call(sql, params, (s, p) => s.all(...p) as T[]),
    get: <T>(sql: string, params?: Params) => call(sql, params, (s, p) => s.get(...p) as T | undefined),
    run: (sql, params) =>
      call(sql, params, (s, p) => {
        const result = s.run(...p);
        return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
      }),
    tx<T>(fn: () => T): T {
      const name = `sp${depth}`;
      raw.exec(depth === 0 ? "BEGIN IMMEDIATE" : `SAVEPOINT ${name}`);
      depth++;
      try {
        const result = fn();
        depth--;
        raw.exec(depth === 0 ? "COMMIT" : `RELEASE ${name}`);
        return result;
      } catch (error) {
        depth--;
        raw.exec(depth === 0 ? "ROLLBACK" : `ROLLBACK TO ${name}; RELEASE ${name}`);
        throw error;
      }
    },
    close() {
      cache.clear();
      raw.close();
    },
  };
  return db;
}

/** Applies the numbered `NNN_name.sql` files not yet recorded, in order, each in its own transaction. */
export function migrate(db: Db): string[] {
  db.raw.exec("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = new Set(db.all<{ name: string }>("SELECT name FROM migrations").map((r) => r.name));
  const pending = readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f) && !done.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDir, name), "utf8");
    db.tx(() => {
      db.raw.exec(sql);
      db.run("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", [name, new Date().toISOString()]);
    });
  }
  return pending;
}
