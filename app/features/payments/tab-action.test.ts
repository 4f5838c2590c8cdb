// The payment choice (choosePayment) when the host does not take it, with stand-in failures (no
// host, no network): a refusal in the errorpayment modal under 422, a busy host with the busy
// message under its status and Retry-After, the choice kept; another buyer's order is the page's
// 404. Against a local host that answers as the contract says: proof.test.ts.
import { describe, expect, it } from "vitest";
import type { AdminClient } from "~/lib/admin/client.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { choosePayment } from "./tab-action.server";
import {
  failingAdmin,
  hostBusy,
  orderPost,
  refusedBy,
  rejection,
  type Sent,
} from "../../../tests/unit/host-fakes.helpers";

const choose = (admin: AdminClient, service = "BPD") =>
  choosePayment(
    orderPost({
      admin,
      transactionId: 9,
      tab: "pembayaran",
      fields: { intent: "pilih-pembayaran", payment_service: service },
    }),
  );

describe("the payment choice when the host does not take it", () => {
  it("shows the host's refusal in the errorpayment modal, the choice kept (422)", async () => {
    const sent = (await choose(
      failingAdmin(refusedBy(400, "Transaksi belum dapat dibayar")),
    )) as Sent<FormAnswer>;
    expect(sent.init?.status).toBe(422);
    expect(sent.data).toMatchObject({
      intent: "pilih-pembayaran",
      dialog: { title: "Ooppsss", message: "Transaksi belum dapat dibayar", name: "errorpayment" },
      reply: { initialValue: { payment_service: "BPD" } },
    });
  });

  it("a busy host: the busy message in the same modal, its status and Retry-After", async () => {
    const sent = (await choose(failingAdmin(hostBusy(502, "9")), "Doku")) as Sent<FormAnswer>;
    expect(sent.init).toMatchObject({ status: 502, headers: { "Retry-After": "9" } });
    expect(sent.data).toMatchObject({
      dialog: { message: HOST_BUSY_MESSAGE, name: "errorpayment" },
      reply: { initialValue: { payment_service: "Doku" } },
    });
  });

  it("another buyer's order (the host's 404 or 403) is the page's 404", async () => {
    for (const status of [404, 403]) {
      const thrown = (await rejection(() =>
        choose(failingAdmin(refusedBy(status, "Data tidak ditemukan"))),
      )) as Response;
      expect(thrown.status).toBe(404);
    }
  });
});
