// The order page's one read of the order per request: the parent's loader and the tab's share it
// through the request's load context, and each gets a 404 of its own for another buyer's order.
// A form route's action (formAction): its one form's handler, a body naming another form refused,
// a busy host and another buyer's order answered for the handler (session and CSRF stand-ins).
import { describe, expect, it, vi } from "vitest";
import { AdminError, type AdminClient } from "~/lib/admin/client.server";
import type { Order } from "~/lib/admin/orders.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import {
  formAction,
  readOrder,
  type OrderActionHandler,
  type OrderRequest,
} from "~/features/orders/order-page.server";
import { formPost, hostBusy, refusedBy, rejection, type Sent } from "../../../tests/unit/host-fakes.helpers";

vi.mock("~/lib/csrf.server", async (original) => ({
  ...(await original<typeof import("~/lib/csrf.server")>()),
  requireCsrf: async () => undefined,
}));
vi.mock("~/lib/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/session.server")>()),
  requireUser: async () => ({ userId: 3, session: {} }),
}));
vi.mock("~/lib/admin/client.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/client.server")>()),
  adminClient: async () => ({}),
}));

function request(answer: () => Promise<unknown>) {
  const paths: string[] = [];
  const admin = {
    get: (path: string) => {
      paths.push(path);
      return answer();
    },
  } as unknown as AdminClient;
  const req = { admin, transactionId: 7 } as OrderRequest;
  return { req, paths };
}

describe("readOrder", () => {
  it("reads an order once per load context, again for another request", async () => {
    const order = { data: { id: 7 } } as unknown as Order;
    const { req, paths } = request(async () => order);
    const context = {};
    const [parent, tab] = await Promise.all([readOrder(context, req), readOrder(context, req)]);
    expect(parent).toBe(order);
    expect(tab).toBe(order);
    expect(paths).toEqual(["transaction/7"]);
    await readOrder({}, req);
    await readOrder(undefined, req);
    expect(paths).toHaveLength(3);
  });

  it("answers each loader with a 404 of its own for the host's 404", async () => {
    const { req, paths } = request(async () => {
      throw new AdminError(404, "Transaksi tidak ditemukan");
    });
    const context = {};
    const thrown = await Promise.all(
      [readOrder(context, req), readOrder(context, req)].map((read) => read.catch((error: unknown) => error)),
    );
    expect(paths).toHaveLength(1);
    for (const answer of thrown) expect((answer as Response).status).toBe(404);
    expect(thrown[0]).not.toBe(thrown[1]);
  });
});

describe("formAction: a route's one form, its handler called directly", () => {
  const post = (fields: Record<string, string>) =>
    formPost("/profil/detailtransaksi/negosiasi?id_transaksi=7", { csrf: "token", ...fields });
  const form = (handler: OrderActionHandler) => ({ intent: "nego", handler });

  it("runs the handler with the order's request and the body", async () => {
    const handler = vi.fn<OrderActionHandler>(async () => new Response(null, { status: 204 }));
    const answer = (await formAction(
      post({ intent: "nego", notes: "Mohon" }),
      "negosiasi",
      form(handler),
    )) as Response;
    expect(answer.status).toBe(204);
    const [ctx] = handler.mock.calls[0];
    expect(ctx).toMatchObject({ transactionId: 7, userId: 3, tab: "negosiasi" });
    expect(ctx.body.fields.get("notes")).toBe("Mohon");
  });

  it("refuses a body naming another form, or none, with 400 as before", async () => {
    const handler = vi.fn<OrderActionHandler>();
    for (const fields of [{ intent: "spk" }, {}] as Record<string, string>[]) {
      const refused = (await rejection(() =>
        formAction(post(fields), "negosiasi", form(handler)),
      )) as Response;
      expect(refused.status).toBe(400);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers a busy host the handler did not answer itself with the form's modal, as typed", async () => {
    const busy = (await formAction(
      post({ intent: "nego", notes: "Mohon" }),
      "negosiasi",
      form(async () => {
        throw hostBusy(503, "9");
      }),
    )) as unknown as Sent<FormAnswer>;
    expect(busy.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(busy.data).toMatchObject({
      intent: "nego",
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorajukannego" },
      reply: { initialValue: { notes: "Mohon" } },
    });
  });

  it("makes the host's 404 or 403 (another buyer's order) the page's 404", async () => {
    for (const status of [404, 403]) {
      const refused = (await rejection(() =>
        formAction(
          post({ intent: "nego" }),
          "negosiasi",
          form(async () => {
            throw refusedBy(status, "Data tidak ditemukan");
          }),
        ),
      )) as Response;
      expect(refused.status).toBe(404);
    }
  });
});
