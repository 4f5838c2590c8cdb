// The admin client's reads within one request (issue 32): loaders that read the same thing side
// by side (the root's cart for the header and the cart page's own) ask the host once, each
// getting its own objects; another token, a post in between, another request or no request at
// all asks again. A real local server counts what it is asked.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { runInRequest, type RequestContext } from "../../server/request-context";
import { json, useFakeHost } from "./fake-host.helpers";

type Client = typeof import("~/lib/admin/client.server");

let client: Client;
const asked: string[] = [];
let cartStatus = 200;

useFakeHost(
  (req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers.authorization ?? "-"}`);
    if (req.url === "/api/cart") json(res, cartStatus, { data: [{ id: 1, qty: 2 }] });
    else if (req.url === "/api/cart/add") json(res, 201, { message: "ok" });
    else json(res, 404, { message: "Data tidak ditemukan" });
  },
  { ADMIN_FILES_URL: "https://files.example.id/storage", ADMIN_TIMEOUT_MS: "2000" },
);

beforeAll(async () => {
  client = await import("~/lib/admin/client.server");
});

beforeEach(() => {
  asked.length = 0;
  cartStatus = 200;
});

const cart = z.object({ data: z.array(z.object({ id: z.number(), qty: z.number() })) });
const newRequest = (): RequestContext => ({ id: "req-1", calls: [], uploadBytes: 0, uploadRefusals: [] });
const buyer = (token = "tok-a") =>
  client.createAdminClient({ token, onUnauthenticated: () => Promise.reject(new Error("401")) });
/** Two loaders' reads of the cart, started together: what each was thrown (or its answer). */
const bothFailing = () =>
  Promise.all(
    [buyer().get("cart", cart), buyer().get("cart", cart)].map((read) =>
      read.catch((error: unknown) => error),
    ),
  );

describe("reads within one request", () => {
  it("asks the host once for the same read by two loaders, each with its own objects", async () => {
    const context = newRequest();
    await runInRequest(context, async () => {
      const [root, page] = await Promise.all([buyer().get("cart", cart), buyer().get("cart", cart)]);
      expect(root).toEqual({ data: [{ id: 1, qty: 2 }] });
      expect(page).toEqual(root);
      root.data[0].qty = 99;
      expect(page.data[0].qty).toBe(2);
      const later = await buyer().get("cart", cart);
      expect(later.data[0].qty).toBe(2);
    });
    expect(asked).toEqual(["GET /api/cart Bearer tok-a"]);
    // The request's log line lists the one call made.
    expect(context.calls.map((call) => call.call)).toEqual(["GET cart"]);
  });

  it("asks again for another token, after a post, and in another request or outside any", async () => {
    await runInRequest(newRequest(), async () => {
      await buyer("tok-a").get("cart", cart);
      await buyer("tok-b").get("cart", cart);
      await buyer("tok-a").postForm("cart/add", { product_id: 3 }, z.unknown());
      await buyer("tok-a").get("cart", cart);
    });
    await runInRequest(newRequest(), () => buyer("tok-a").get("cart", cart));
    await buyer("tok-a").get("cart", cart);
    await buyer("tok-a").get("cart", cart);
    expect(asked).toEqual([
      "GET /api/cart Bearer tok-a",
      "GET /api/cart Bearer tok-b",
      "POST /api/cart/add Bearer tok-a",
      "GET /api/cart Bearer tok-a",
      "GET /api/cart Bearer tok-a",
      "GET /api/cart Bearer tok-a",
      "GET /api/cart Bearer tok-a",
    ]);
  });

  it("gives every loader the host's refusal or busy answer as its own error", async () => {
    await runInRequest(newRequest(), async () => {
      cartStatus = 404;
      const refusals = await bothFailing();
      expect(refusals.map((error) => (error as InstanceType<Client["AdminError"]>).status)).toEqual([
        404, 404,
      ]);
      expect(refusals[0]).not.toBe(refusals[1]);
    });
    await runInRequest(newRequest(), async () => {
      cartStatus = 503;
      const busy = await bothFailing();
      expect(busy.map((error) => (error as Response).status)).toEqual([503, 503]);
      expect(busy[0]).not.toBe(busy[1]);
    });
    expect(asked).toHaveLength(2);
  });
});
