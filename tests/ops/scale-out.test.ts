// Scale-out as deploy/nginx.conf runs it: nginx (its own prefix, loopback ports) in front of two
// storefront processes with one SESSION_SECRET, one standalone admin host, one Redis. A session
// made by one process is read by the other, the sign-in throttle counts across both, and a rolling
// restart under a steady load of signed-in page views and cart posts fails no request.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProgram } from "../../scripts/prepare-test-machine.ts";
import { startRedis } from "./support/redis.ts";
import { Buyer } from "./support/client.ts";
import { createBuyer, freePort, startAdminHost, startStorefront, type Process } from "./support/processes.ts";

const PRODUCT = 71;
let redis: Awaited<ReturnType<typeof startRedis>>;
let host: Process;
const storefronts: Process[] = [];
let storefrontEnv: Record<string, string>;
let nginx: ChildProcess;
let nginxDir: string;
let proxyUrl: string;

/** deploy/nginx.conf with this test's ports, inside a main config of its own (prefix, logs, temp). */
async function startNginx(upstreams: number[]): Promise<{ child: ChildProcess; url: string; dir: string }> {
  const binary = findProgram("NGINX_PATH", "nginx");
  if (!binary) throw new Error("nginx is missing: npm test's first step installs it (apt-get install nginx)");
  const dir = await mkdtemp(join(tmpdir(), "ops-nginx-"));
  const port = await freePort();
  const site = (await readFile(resolve("deploy/nginx.conf"), "utf8"))
    .replace("server 127.0.0.1:3000", `server 127.0.0.1:${upstreams[0]}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${upstreams[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  expect(site).toContain(`127.0.0.1:${upstreams[1]} `);
  await writeFile(join(dir, "site.conf"), site);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(join(dir, temp));
  await writeFile(
    join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(binary, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { child, url, dir };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("nginx did not answer");
}

beforeAll(async () => {
  redis = await startRedis();
  host = await startAdminHost();
  storefrontEnv = { REDIS_URL: redis.url, TRUST_PROXY: "1", LOG_LEVEL: "warn" };
  storefronts.push(await startStorefront(host, storefrontEnv), await startStorefront(host, storefrontEnv));
  const proxy = await startNginx(storefronts.map((storefront) => storefront.port));
  nginx = proxy.child;
  nginxDir = proxy.dir;
  proxyUrl = proxy.url;
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await once(nginx, "exit");
  }
  await Promise.all([...storefronts.map((storefront) => storefront.stop()), host?.stop()]);
  await redis?.stop();
  if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
});

async function signIn(base: string): Promise<Buyer> {
  const account = await createBuyer(host);
  const buyer = new Buyer(base);
  const answer = await buyer.submit("/login", { email: account.username, password: account.password });
  expect(answer.status).toBe(302);
  return buyer;
}

describe("two storefronts behind nginx", () => {
  it("serves a buyer signed in through one process from the other", async () => {
    const buyer = await signIn(storefronts[0].url);
    const other = new Buyer(storefronts[1].url);
    for (const cookie of buyer.cookieHeader().split("; ")) other.setCookie(cookie);
    const page = await other.send("/profil/beranda");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    // ...and through nginx, whichever process answers.
    const proxied = new Buyer(proxyUrl);
    for (const cookie of buyer.cookieHeader().split("; ")) proxied.setCookie(cookie);
    for (let i = 0; i < 4; i++) expect((await proxied.send("/profil/beranda")).status).toBe(200);
  });

  it("counts the sign-in throttle across both processes (one Redis)", async () => {
    const account = await createBuyer(host);
    const statuses: number[] = [];
    // Five wrong passwords, alternating processes: each saw only two or three.
    for (let attempt = 0; attempt < 6; attempt++) {
      const buyer = new Buyer(storefronts[attempt % 2].url);
      statuses.push(
        (await buyer.submit("/login", { email: account.username, password: "salah-sandi-1" })).status,
      );
    }
    // Each process saw at most three: counted alone, neither would refuse.
    expect(statuses.slice(0, 4), statuses.join()).not.toContain(429);
    expect(statuses.slice(4), statuses.join()).toContain(429);
  });

  it("restarts one process, then the other, under load without a failed request", async () => {
    const buyers = await Promise.all([0, 1, 2, 3].map(() => signIn(proxyUrl)));
    type Sample = { at: number; ms: number; ok: boolean; what: string };
    const samples: Sample[] = [];
    let running = true;
    const loop = async (buyer: Buyer, index: number) => {
      for (let step = 0; running; step++) {
        const started = performance.now();
        let ok = false;
        let what = "";
        try {
          if (step % 3 === 2) {
            const page = await buyer.send(`/produk-detail?id_produk=${PRODUCT}`);
            const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
            const post = await buyer.send(`/produk-detail?id_produk=${PRODUCT}`, {
              method: "POST",
              body: new URLSearchParams({ csrf, qty: "1" }),
            });
            what = `POST ${post.status}`;
            ok = page.status === 200 && post.status === 200 && (await post.text()).length > 0;
          } else {
            const page = await buyer.send(step % 3 === 0 ? "/profil/beranda" : "/keranjang-belanja");
            what = `GET ${page.status}`;
            ok = page.status === 200 && (await page.text()).includes("</html>");
          }
        } catch (error) {
          what = String(error);
        }
        samples.push({ at: started, ms: performance.now() - started, ok, what: `${index}: ${what}` });
        await new Promise((done) => setTimeout(done, 50));
      }
    };
    const load = buyers.map(loop);
    await new Promise((done) => setTimeout(done, 2000));

    const restartStart = performance.now();
    for (const index of [0, 1]) {
      const old = storefronts[index];
      expect(await old.stop()).toBe(0);
      storefronts[index] = await startStorefront(host, storefrontEnv, old.port);
      await new Promise((done) => setTimeout(done, 1000));
    }
    const restartEnd = performance.now();
    await new Promise((done) => setTimeout(done, 1000));
    running = false;
    await Promise.all(load);

    const during = samples.filter((sample) => sample.at >= restartStart && sample.at <= restartEnd);
    const times = during.map((sample) => sample.ms).sort((a, b) => a - b);
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
    const failed = samples.filter((sample) => !sample.ok);
    console.log(
      `rolling restart: ${samples.length} requests in all, ${during.length} during the restart ` +
        `(${((restartEnd - restartStart) / 1000).toFixed(1)} s), ${failed.length} failed, ` +
        `p99 during the restart ${p99.toFixed(0)} ms`,
    );
    expect(failed.map((sample) => sample.what)).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
  });
});
