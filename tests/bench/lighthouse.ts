// Lighthouse (mobile, default throttling) on a page with the system Chromium: the median of
// `runs` runs of performance, accessibility, SEO, FCP, LCP, TBT and CLS, signed in when given
// a Cookie header. Used by `npm run bench`, and on
// its own: `node tests/bench/lighthouse.ts http://localhost:3000/ http://localhost:3000/produk`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseRow = {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
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

/** One Chromium for all runs; each run is a fresh Lighthouse navigation (cold cache). */
export async function measureLighthouse(
  urls: string[],
  runs = 3,
  cookie?: string,
): Promise<Map<string, LighthouseRow>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const rows = new Map<string, LighthouseRow>();
  try {
    for (const url of urls) {
      const samples: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "seo"],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits } = result.lhr;
        samples.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          seo: Math.round((categories.seo.score ?? 0) * 100),
          fcpMs: Math.round(audits["first-contentful-paint"].numericValue ?? 0),
          lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
          tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
          cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
        });
      }
      rows.set(url, {
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        seo: median(samples.map((s) => s.seo)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  const rows = await measureLighthouse(
    urls,
    Number(process.env.LIGHTHOUSE_RUNS ?? 3),
    process.env.LIGHTHOUSE_COOKIE,
  );
  for (const [url, row] of rows) {
    console.log(
      `${url}  perf ${row.performance}  a11y ${row.accessibility}  seo ${row.seo}  FCP ${row.fcpMs} ms  ` +
        `LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
    );
  }
}
