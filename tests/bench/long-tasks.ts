// The main thread's long tasks of a page load, by CPU time rather than wall time, so that they can
// be named and compared on a machine whose CPU is shared (where Lighthouse's TBT swings by 10×).
//
//   node tests/bench/long-tasks.ts http://localhost:3000/ http://localhost:3000/produk
//   COOKIE='…' RUNS=7 node tests/bench/long-tasks.ts http://localhost:3000/profil/transaksi
//
// Each run is a cold load in a fresh context (412×823, density 1.75, like Lighthouse's phone),
// traced until the network is idle plus 500 ms. A task counts when its CPU time exceeds 12.5 ms:
// Lighthouse's simulation multiplies by 4, so such a task blocks for more than 50 ms there. The
// "CPU TBT" is Σ (4 × CPU − 50) over those tasks after the first contentful paint. Wall/CPU is how
// much longer the tasks took than the CPU they used: about 1 on a quiet machine. The first rendering
// task is the largest task up to the first contentful paint that styled or laid out the page: its
// CPU time is what the first screen's CSS and DOM cost to match and lay out.
import type { Browser } from "@playwright/test";
import { launchChromium } from "./first-load-js.ts";
import { median } from "./lighthouse.ts";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};

/** What a task's time went to, by the trace's names for it. */
const PARTS: Record<string, string> = {
  ParseHTML: "parse HTML",
  EvaluateScript: "script",
  "v8.evaluateModule": "module evaluation",
  FunctionCall: "script call",
  RunMicrotasks: "microtasks",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  MajorGC: "GC",
  MinorGC: "GC",
};
const LONG_CPU_MS = 12.5;

export type Load = { cpuTbt: number; firstRenderCpu: number; wallPerCpu: number; tasks: string[] };

async function traceLoad(browser: Browser, url: string, cookie?: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await context.close();

  const fcp = events.filter((event) => event.name === "firstContentfulPaint").at(-1);
  if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === "X");
  const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
  const tasks = onMain.filter(
    (event) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask",
  );

  // The tasks up to FCP that styled or laid out the page; the largest is the first screen's.
  const rendering = tasks.filter(
    (task) =>
      task.ts <= fcp.ts &&
      onMain.some(
        (event) =>
          (event.name === "UpdateLayoutTree" || event.name === "Layout") &&
          event.ts >= task.ts &&
          event.ts <= task.ts + (task.dur ?? 0),
      ),
  );
  const firstRender = rendering.reduce<TraceEvent | undefined>(
    (largest, task) => (!largest || cpuMs(task) > cpuMs(largest) ? task : largest),
    undefined,
  );

  let wall = 0;
  let cpu = 0;
  let cpuTbt = 0;
  const long: string[] = [];
  for (const task of tasks) {
    wall += (task.dur ?? 0) / 1000;
    cpu += cpuMs(task);
    if (cpuMs(task) <= LONG_CPU_MS) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const event of onMain) {
      const part = PARTS[event.name];
      if (part && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end) {
        parts.set(part, (parts.get(part) ?? 0) + cpuMs(event));
      }
    }
    const afterFcp = end > fcp.ts;
    if (afterFcp) cpuTbt += 4 * cpuMs(task) - 50;
    const inside = [...parts]
      .filter(([, ms]) => ms >= 1)
      .map(([part, ms]) => `${part} ${ms.toFixed(0)}`)
      .join(", ");
    long.push(`${cpuMs(task).toFixed(0)} ms${afterFcp ? "" : " (before FCP)"}: ${inside}`);
  }
  return {
    cpuTbt: Math.round(cpuTbt),
    firstRenderCpu: firstRender ? Math.round(cpuMs(firstRender)) : 0,
    wallPerCpu: cpu ? wall / cpu : 1,
    tasks: long,
  };
}

/** Each page `runs` times, runs interleaved so that a busy spell of the machine falls on all alike. */
export async function measureLongTasks(
  urls: string[],
  runs: number,
  cookie?: string,
): Promise<Map<string, Load[]>> {
  const browser = await launchChromium();
  try {
    const loads = new Map<string, Load[]>(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run++) {
      for (const url of urls) loads.get(url)!.push(await traceLoad(browser, url, cookie));
    }
    return loads;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error("usage: node tests/bench/long-tasks.ts <url> [<url> ...]   (COOKIE, RUNS)");
    process.exit(2);
  }
  const loads = await measureLongTasks(urls, Number(process.env.RUNS ?? 5), process.env.COOKIE);
  for (const [url, results] of loads) {
    console.log(
      `${url}: CPU TBT median ${median(results.map((load) => load.cpuTbt))} ms ` +
        `[${results.map((load) => load.cpuTbt).join(", ")}], first rendering task ` +
        `${median(results.map((load) => load.firstRenderCpu))} ms CPU ` +
        `[${results.map((load) => load.firstRenderCpu).join(", ")}], wall/CPU ` +
        `${median(results.map((load) => load.wallPerCpu)).toFixed(2)}`,
    );
    results.forEach((load, run) => {
      console.log(
        `  run ${run + 1}: ${load.tasks.length ? load.tasks.join(" | ") : `no task over ${LONG_CPU_MS} ms`}`,
      );
    });
  }
}
