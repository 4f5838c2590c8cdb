// Lighthouse (mobile, simulated slow 4G, CPU slowdown calibrated per round against a control page)
// on pages with the system Chromium, signed in when given a Cookie header. Used by `npm run bench`,
// and on its own: `node tests/bench/lighthouse.ts http://localhost:3000/ http://localhost:3000/produk`.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseRow = {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** The largest and first paints as the unthrottled load observed them (Lighthouse's `metrics` audit). */
  observedLcpMs: number;
  observedFcpMs: number;
  tbtMs: number;
  cls: number;
};

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The CPU slowdown for a host of this `benchmarkIndex`, as Lighthouse's throttling guide
 * (docs/throttling.md, "CPU throttling") calibrates it with its calculator: the multiplier that
 * brings this host down to the mobile device Lighthouse scores against, linear between the
 * guide's points (150 → 1x, 800 → 2x, 1300 → 3x, then +1x per 233). A slower host gets a smaller
 * multiplier; under 150 the host is slower than the device and is not slowed at all.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

type Run = {
  row: LighthouseRow;
  benchmarkIndex: number;
  slowdown: number;
};

async function runOnce(port: number, url: string, slowdown: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // Only the CPU part of the mobile preset changes; the network stays Lighthouse's slow 4G.
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, environment, configSettings } = result.lhr;
  // The simulated LCP counts every request that ended before the observed one (module scripts
  // included); the observed paints say what the page itself drew first.
  const observed =
    (audits.metrics.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  return {
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    slowdown: configSettings.throttling.cpuSlowdownMultiplier,
    row: {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      seo: Math.round((categories.seo.score ?? 0) * 100),
      fcpMs: Math.round(audits["first-contentful-paint"].numericValue ?? 0),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
      observedLcpMs: Math.round(observed.observedLargestContentfulPaint ?? 0),
      observedFcpMs: Math.round(observed.observedFirstContentfulPaint ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    },
  };
}

export type CalibratedRow = LighthouseRow & {
  /** Rounds whose control page showed no blocking time (the medians are of these). */
  kept: number;
  rounds: number;
  /** benchmarkIndex of each of the page's runs, and the slowdowns they were run with. */
  benchmarkIndexes: number[];
  slowdowns: number[];
};

const medianRow = (samples: LighthouseRow[]): LighthouseRow => ({
  performance: median(samples.map((s) => s.performance)),
  accessibility: median(samples.map((s) => s.accessibility)),
  seo: median(samples.map((s) => s.seo)),
  fcpMs: median(samples.map((s) => s.fcpMs)),
  lcpMs: median(samples.map((s) => s.lcpMs)),
  observedLcpMs: median(samples.map((s) => s.observedLcpMs)),
  observedFcpMs: median(samples.map((s) => s.observedFcpMs)),
  tbtMs: median(samples.map((s) => s.tbtMs)),
  cls: median(samples.map((s) => s.cls)),
});

/**
 * Lighthouse calibrated against the machine as it is during the run. Each round runs `controlUrl`
 * (a plain HTML page: no CSS, no script, so its true blocking time is 0) and then the page, both
 * with the CPU slowdown `cpuSlowdownFor` gives for the benchmarkIndex Lighthouse measured on the
 * run just before (the control's, for the page). A round whose control shows any blocking time
 * ran on a machine too busy to judge, and one whose page run measured a benchmarkIndex more than a
 * fifth away from its control's was throttled for another machine: both are dropped. The medians are those of the rounds kept
 * (of every round, marked by `kept: 0`, when none was).
 */
export async function measureCalibrated(
  urls: string[],
  rounds: number,
  controlUrl: string,
  cookie?: string,
  report: (line: string) => void = () => {},
): Promise<Map<string, CalibratedRow>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const rows = new Map<string, CalibratedRow>();
  try {
    // A first control run (discarded) gives the first round its benchmarkIndex.
    let last = await runOnce(chrome.port, controlUrl, 4);
    for (const url of urls) {
      const all: LighthouseRow[] = [];
      const kept: LighthouseRow[] = [];
      const indexes: number[] = [];
      const slowdowns: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const control = await runOnce(chrome.port, controlUrl, cpuSlowdownFor(last.benchmarkIndex));
        const page = await runOnce(chrome.port, url, cpuSlowdownFor(control.benchmarkIndex), cookie);
        last = page;
        // The slowdown assumed the machine the control met: a page run on a machine that then
        // changed speed by more than a fifth was throttled for another machine.
        const drift = page.benchmarkIndex / control.benchmarkIndex;
        const keep = control.row.tbtMs === 0 && drift >= 0.8 && drift <= 1.25;
        all.push(page.row);
        if (keep) kept.push(page.row);
        indexes.push(page.benchmarkIndex);
        slowdowns.push(page.slowdown);
        report(
          `  ${url} round ${round + 1}: control benchmarkIndex ${control.benchmarkIndex} TBT ` +
            `${control.row.tbtMs} ms ${keep ? "kept" : "DROPPED"}; page benchmarkIndex ` +
            `${page.benchmarkIndex}, CPU slowdown ${page.slowdown.toFixed(2)}x: perf ${page.row.performance} ` +
            `TBT ${page.row.tbtMs} FCP ${page.row.fcpMs} LCP ${page.row.lcpMs} ` +
            `(observed FCP ${page.row.observedFcpMs} LCP ${page.row.observedLcpMs})`,
        );
      }
      rows.set(url, {
        ...medianRow(kept.length ? kept : all),
        kept: kept.length,
        rounds,
        benchmarkIndexes: indexes,
        slowdowns,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * The control page of the calibrated rounds: plain HTML, no CSS, no script, so any blocking time
 * Lighthouse gives it is the machine's, not a page's.
 */
export async function serveControlPage(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontrol</title>' +
    '<meta name="description" content="Halaman kontrol bench"></head><body><main><h1>Kontrol</h1>' +
    "<p>Halaman HTML polos tanpa CSS dan tanpa skrip.</p></main></body></html>";
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => server.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const control = await serveControlPage();
  try {
    const rows = await measureCalibrated(
      process.argv.slice(2),
      Number(process.env.LIGHTHOUSE_RUNS ?? 3),
      control.url,
      process.env.LIGHTHOUSE_COOKIE,
      (line) => console.log(line),
    );
    for (const [url, row] of rows) {
      console.log(
        `${url}  kept ${row.kept}/${row.rounds}  perf ${row.performance}  a11y ${row.accessibility}  ` +
          `seo ${row.seo}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  ` +
          `observed FCP ${row.observedFcpMs} LCP ${row.observedLcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
      );
    }
  } finally {
    control.close();
  }
}
