import type { Db } from "../db/index.ts";
import type { FaultState } from "./faults.ts";

/** What every route handler can reach: the database, the files folder and the operator switches. */
export interface HostContext {
  db: Db;
  dataDir: string;
  /** Folder served under /files; stored paths are relative to it. */
  filesDir: string;
  /** Absolute URL of the host as browsers see it, e.g. http://localhost:3000/admin-host */
  publicUrl: string;
  operatorKey?: string;
  latencyMs: number;
  faults: FaultState;
}
