import type { ServerResponse } from "node:http";

export type FaultMode = "none" | "error500" | "error429" | "hang" | "malformed" | "unhandled";
export const faultModes: readonly FaultMode[] = [
  "none",
  "error500",
  "error429",
  "hang",
  "malformed",
  "unhandled",
];

/** What "error429" tells clients to wait, in seconds. */
export const FAULT_RETRY_AFTER = 7;

/**
 * Failure switch for resilience tests: applies to /api calls whose path starts with pathPrefix
 * and, when `method` is set, only to calls of that method (a POST fails, the page's GETs do not).
 */
export interface FaultState {
  mode: FaultMode;
  pathPrefix: string;
  method: string | null;
  /** Responses held open by "hang", ended when the switch is turned off or the host closes. */
  hanging: Set<ServerResponse>;
}

export const createFaultState = (): FaultState => ({
  mode: "none",
  pathPrefix: "",
  method: null,
  hanging: new Set(),
});

export function setFault(
  state: FaultState,
  mode: FaultMode,
  pathPrefix = "",
  method: string | null = null,
): void {
  state.mode = mode;
  state.pathPrefix = pathPrefix;
  state.method = method;
  if (mode !== "hang") releaseHanging(state);
}

export function releaseHanging(state: FaultState): void {
  for (const res of state.hanging) res.destroy();
  state.hanging.clear();
}

/** Applies the active fault to an /api request; returns true when the response was taken over. */
export function applyFault(state: FaultState, method: string, apiPath: string, res: ServerResponse): boolean {
  if (state.mode === "none" || !apiPath.startsWith(state.pathPrefix)) return false;
  if (state.method !== null && state.method !== method) return false;
  if (state.mode === "error500") {
    res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Server Error" }));
  } else if (state.mode === "error429") {
    // The host's own rate limit (Laravel's throttle answer).
    res.writeHead(429, {
      "Content-Type": "application/json; charset=utf-8",
      "Retry-After": String(FAULT_RETRY_AFTER),
    });
    res.end(JSON.stringify({ message: "Too Many Attempts." }));
  } else if (state.mode === "malformed") {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end('{"data": [{"id": 1, "name": "rusak"');
  } else if (state.mode === "unhandled") {
    // A bug's shape: a promise rejects with nobody to handle it and the request is left unanswered.
    void Promise.reject(new Error("fault: unhandled rejection"));
  } else {
    state.hanging.add(res);
    res.on("close", () => state.hanging.delete(res));
  }
  return true;
}
