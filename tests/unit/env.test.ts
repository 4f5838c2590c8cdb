import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env, parseEnv } from "~/env.server";
import { loadEnv } from "../../server/env.ts";

const SECRET = "a-secret-that-is-long-enough-to-use-0001";
const PUBLIC_URL = "https://toko.example.id";

describe("parseEnv", () => {
  it("defaults to port 3000 and the embedded host", () => {
    const env = parseEnv({ SESSION_SECRET: SECRET });
    expect(env.port).toBe(3000);
    expect(env.embeddedAdminHost).toBe(true);
    expect(env.adminApiUrl).toBe("http://127.0.0.1:3000/admin-host/api");
    expect(env.adminFilesUrl).toBe("/admin-host/files");
    expect(env.cookieSecure).toBe(false);
    expect(env.adminHostDataDir).toBe("./data");
  });

  it("points at a real host without a trailing slash", () => {
    const env = parseEnv({
      ADMIN_API_URL: "https://admin.example.id/api/",
      ADMIN_FILES_URL: "https://admin.example.id/storage",
      SESSION_SECRET: SECRET,
    });
    expect(env.embeddedAdminHost).toBe(false);
    expect(env.adminApiUrl).toBe("https://admin.example.id/api");
    expect(env.adminFilesUrl).toBe("https://admin.example.id/storage");
  });

  it("splits SESSION_SECRET into a rotation list", () => {
    const other = "another-secret-that-is-long-enough-0002";
    expect(parseEnv({ SESSION_SECRET: `${SECRET}, ${other}` }).sessionSecrets).toEqual([SECRET, other]);
  });

  it("requires SESSION_SECRET in production and makes cookies secure there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required in production/);
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, PUBLIC_URL });
    expect(env.cookieSecure).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, PUBLIC_URL, COOKIE_SECURE: "false" })
        .cookieSecure,
    ).toBe(false);
  });

  it("falls back to a development secret outside production", () => {
    expect(parseEnv({}).sessionSecrets).toHaveLength(1);
  });

  it("names every bad variable", () => {
    expect(() =>
      parseEnv({ PORT: "abc", ADMIN_API_URL: "not a url", SESSION_SECRET: "short", TRUST_PROXY: "-1" }),
    ).toThrow(/PORT[\s\S]*ADMIN_API_URL[\s\S]*SESSION_SECRET[\s\S]*TRUST_PROXY/);
  });
});

describe("parseEnv PORT=0", () => {
  it("is allowed only with a real host", () => {
    expect(() => parseEnv({ PORT: "0", SESSION_SECRET: SECRET })).toThrow(/PORT: 0/);
    expect(
      parseEnv({ PORT: "0", ADMIN_API_URL: "http://127.0.0.1:9/api", SESSION_SECRET: SECRET }).port,
    ).toBe(0);
  });
});

describe("parseEnv PUBLIC_URL", () => {
  it("is required in production, with a message that names it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, PUBLIC_URL }).publicUrl).toBe(
      PUBLIC_URL,
    );
  });

  it("is where PORT says outside production", () => {
    expect(parseEnv({}).publicUrl).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4303" }).publicUrl).toBe("http://localhost:4303");
  });

  it("keeps the origin only: no trailing slash, and a port when given", () => {
    expect(parseEnv({ PUBLIC_URL: "https://toko.example.id/" }).publicUrl).toBe(PUBLIC_URL);
    expect(parseEnv({ PUBLIC_URL: "http://10.0.0.5:8080" }).publicUrl).toBe("http://10.0.0.5:8080");
  });

  it("refuses anything that is not an http(s) origin", () => {
    for (const bad of [
      "toko.example.id",
      "ftp://toko.example.id",
      "javascript:alert(1)",
      "https://toko.example.id/shop",
      "https://toko.example.id/?a=1",
      "https://user:pw@toko.example.id",
    ]) {
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});

describe("loadEnv and env", () => {
  // Where server/env.ts keeps the value for every copy of itself: each test starts unvalidated.
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("pengadaan-shop.env")];
    vi.stubEnv("SESSION_SECRET", SECRET);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("validates once at start: modules read that value, not a later process.env", () => {
    vi.stubEnv("QUOTE_VALID_DAYS", "30");
    expect(loadEnv().quoteValidDays).toBe(30);
    vi.stubEnv("QUOTE_VALID_DAYS", "7");
    expect(env.quoteValidDays).toBe(30);
  });

  it("stops the start on a bad variable, naming it", () => {
    vi.stubEnv("PORT", "abc");
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => loadEnv()).toThrow("exit 1");
    expect(exit).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0][0])).toMatch(/Invalid environment:\n {2}PORT:/);
  });

  it("without a start, validates on the first read and throws on a bad variable", () => {
    vi.stubEnv("QUOTE_VALID_DAYS", "0");
    expect(() => env.quoteValidDays).toThrow(/QUOTE_VALID_DAYS/);
    vi.stubEnv("QUOTE_VALID_DAYS", "21");
    expect(env.quoteValidDays).toBe(21);
  });
});
