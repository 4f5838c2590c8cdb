// One way to say "not there": the host's 404 and 403 (another buyer's data) become the shop's 404,
// or, for a page that says it itself, null.
import { describe, expect, it } from "vitest";
import { AdminError } from "~/lib/admin/client.server";
import {
  hostNotFound,
  isHostNotFound,
  notFound,
  nullWhenNotFound,
  privateNotFound,
} from "~/lib/not-found.server";

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
};

describe("not found", () => {
  it("is a 404 in Indonesian, naming what was looked for", async () => {
    const answer = notFound("Transaksi");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("Transaksi tidak ditemukan");
    expect(await notFound().text()).toBe("Halaman tidak ditemukan");
  });

  it("is private and never stored for a personal address (a buyer's download or file)", async () => {
    const answer = privateNotFound("Berkas");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.text()).toBe("Berkas tidak ditemukan");
  });

  it("turns the host's 404 and 403 into it, and lets anything else through", async () => {
    for (const status of [404, 403]) {
      const answer = thrown(() => hostNotFound(new AdminError(status, "Data tidak ditemukan"), "Komplain"));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
      expect(await (answer as Response).text()).toBe("Komplain tidak ditemukan");
    }
    const refused = new AdminError(422, "Transaksi belum dapat dibayar");
    expect(thrown(() => hostNotFound(refused))).toBe(refused);
    const down = new TypeError("fetch failed");
    expect(thrown(() => hostNotFound(down))).toBe(down);
  });
});

describe("nullWhenNotFound", () => {
  it("reads the host's 404 and 403 as null, for a page that says 'not there' itself", async () => {
    for (const status of [404, 403]) {
      await expect(
        Promise.reject(new AdminError(status, "Data tidak ditemukan")).catch(nullWhenNotFound),
      ).resolves.toBeNull();
    }
  });

  it("lets another refusal and anything else through", () => {
    const refused = new AdminError(422, "Transaksi belum dapat dibayar");
    expect(thrown(() => nullWhenNotFound(refused))).toBe(refused);
    const down = new TypeError("fetch failed");
    expect(thrown(() => nullWhenNotFound(down))).toBe(down);
  });
});

describe("isHostNotFound", () => {
  it("is the host's 404 and 403 only", () => {
    expect(isHostNotFound(new AdminError(404, "x"))).toBe(true);
    expect(isHostNotFound(new AdminError(403, "x"))).toBe(true);
    expect(isHostNotFound(new AdminError(400, "x"))).toBe(false);
    expect(isHostNotFound(notFound())).toBe(false);
  });
});
