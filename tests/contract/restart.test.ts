import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

describe("restart", () => {
  it("keeps customers, tokens, addresses, views and files, and does not seed again", async () => {
    const buyer = await host.createBuyer({ with_address: true });
    const address = (await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token })).body
      .data[0];
    await host.api(`customer/address/update/${address.id}`, {
      method: "PUT",
      token: buyer.token,
      form: {
        receipt_name: "Tetap Ada",
        receipt_phone_number: "0811",
        address: "Jl. Setelah Restart 1",
        name: "Satker Awet",
        province_id: "51",
        district_id: "5171",
        sub_district_id: "517101",
      },
    });
    await host.api("product/customer/view/10", { method: "POST", token: buyer.token });
    const views = (await host.api("product/10")).body.data;
    const customers = host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n;
    const oldUrl = host.url;

    await host.restart();
    expect(host.url).not.toBe(oldUrl);

    expect((await host.api("user", { token: buyer.token })).body.username).toBe(buyer.username);
    const after = (await host.api(`customer/address/list/${buyer.id}`, { token: buyer.token })).body.data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ name: "Satker Awet", customer_address: { receipt_name: "Tetap Ada" } });
    expect((await host.api("product/10")).body.data).toEqual(views);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n).toBe(customers);
    expect(host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM products")?.n).toBe(82);
    expect((await fetch(`${host.url}/files/produk/10-1.webp`)).status).toBe(200);
    await host.login(buyer.email, buyer.password);
  });
});

describe("npm run admin-host (admin-host/src/main.ts) reads its environment", () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  });

  /** A port nobody listens on right now. */
  const freePort = async () => {
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return port;
  };

  it("ADMIN_HOST_PORT, ADMIN_HOST_DATA_DIR, ADMIN_HOST_LATENCY_MS and OPERATOR_KEY", async () => {
    const buyer = await host.createBuyer();
    const dataDir = await host.copyData();
    const port = await freePort();
    const started = spawn(process.execPath, ["admin-host/src/main.ts"], {
      env: {
        ...process.env,
        ADMIN_HOST_PORT: String(port),
        ADMIN_HOST_DATA_DIR: dataDir,
        ADMIN_HOST_LATENCY_MS: "300",
        OPERATOR_KEY: "kunci-dari-env",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child = started;
    let output = "";
    started.stdout?.setEncoding("utf8");
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on("data", (text: string) => {
        output += text;
        if (output.includes(`http://localhost:${port}/api`)) resolve();
      });
      started.once("exit", (code) => reject(new Error(`main.ts exited with ${code}: ${output}`)));
    });
    const url = `http://127.0.0.1:${port}/api`;

    const before = performance.now();
    const setting = await fetch(`${url}/setting`);
    expect(performance.now() - before).toBeGreaterThanOrEqual(300);
    expect(setting.status).toBe(200);

    // The copied folder, not a new seed: the buyer made before the copy logs in.
    const login = await fetch(`${url}/customer/login`, {
      method: "POST",
      body: new URLSearchParams({ email: buyer.email, password: buyer.password }),
    });
    expect(login.status).toBe(200);

    const orders = (headers: Record<string, string>) => fetch(`${url}/operator/orders`, { headers });
    const keyed = await orders({ "X-Operator-Key": "kunci-dari-env" });
    expect(keyed.status).toBe(200);
    expect((await keyed.json()).data.length).toBeGreaterThan(0);
    for (const headers of [{}, { "X-Operator-Key": host.operatorKey }] as Record<string, string>[]) {
      const res = await orders(headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Alamat API tidak ditemukan" });
    }
  });
});
