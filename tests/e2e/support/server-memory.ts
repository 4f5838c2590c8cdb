// The storefront's own memory, read from Linux's /proc: the webServer Playwright started is found
// by the port it listens on (its socket's inode in /proc/net/tcp*, then the process holding it).
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";

/** The pid of the process listening on TCP `port` (this machine, same user). */
export function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; column 9 is the inode.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === "0A") inodes.add(columns[9]);
    }
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no process of this user listens on port ${port}`);
}

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
