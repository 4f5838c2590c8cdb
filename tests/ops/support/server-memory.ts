// A process's own memory, read from Linux's /proc: what a body or a download costs the storefront.
import { readFileSync, writeFileSync } from "node:fs";

/** Resident memory now and its peak since the last reset, in bytes (VmRSS, VmHWM). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Sets the peak (VmHWM) back to the current resident size (Linux: "5" > clear_refs). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}
