import { describe, expect, it } from "vitest";
import { remainingText } from "~/features/payments/Countdown";
import { paymentOutcome, paymentView, type PaymentView } from "~/features/payments/panels";

// Every order status of 001 §4 and every payment status, for the whole-matrix sweep.
const ORDER_STATUSES = [
  "pending",
  "pending_payment",
  "payment_expired",
  "paid",
  "confirmed",
  "document",
  "process",
  "processed",
  "payment_process",
  "shipped",
  "partial delivery",
  "cancel",
  "payment_failed",
  "confirm",
];
const PAYMENT_STATUSES = ["pending", "reviewed", "failed", "expired", "success"];
const SERVICES = ["BPD", "Doku"] as const;

type Panel = Exclude<keyof PaymentView, "service">;
const PANELS: Panel[] = [
  "chooseMethod",
  "info",
  "bpdInstructions",
  "uploadProof",
  "dokuLink",
  "dokuExpired",
  "cannotPay",
];

const shown = (view: PaymentView) => PANELS.filter((panel) => view[panel]).join(" ");
const payment = (service: string, status: string) => ({ payment_service: service, status });

describe("paymentView: the states the host produces (docs/admin-api.md status machines)", () => {
  // [order status, payment (service/status or none), panels shown]
  const cases: [string, [string, string] | null, string][] = [
    ["pending", null, "cannotPay"],
    ["confirmed", null, "cannotPay"],
    ["confirm", null, "cannotPay"],
    ["cancel", null, "cannotPay"],
    ["document", null, "chooseMethod"],
    // BPD chosen: instructions and the proof button until it succeeds.
    ["pending_payment", ["BPD", "pending"], "info bpdInstructions uploadProof"],
    ["payment_process", ["BPD", "reviewed"], "info bpdInstructions uploadProof"],
    ["payment_failed", ["BPD", "failed"], "info bpdInstructions uploadProof"],
    ["payment_expired", ["BPD", "expired"], "info bpdInstructions uploadProof"],
    ["paid", ["BPD", "success"], "info"],
    ["process", ["BPD", "success"], "info"],
    ["shipped", ["BPD", "success"], "info"],
    // Operator voided the failed or expired payment: the buyer chooses again.
    ["payment_expired", null, "chooseMethod"],
    ["payment_failed", null, "chooseMethod"],
    // Doku: a link to the gateway while payable, the chat-admin text once expired.
    ["pending_payment", ["Doku", "pending"], "info dokuLink"],
    ["payment_expired", ["Doku", "expired"], "info dokuExpired"],
    ["paid", ["Doku", "success"], "info"],
  ];
  it.each(cases)("order %s with payment %j shows: %s", (order, pay, expected) => {
    expect(shown(paymentView(order, pay ? payment(...pay) : null))).toBe(expected);
  });

  it("names the payment's service, anything but BPD counting as Doku (001 §2 'Non-BPD')", () => {
    expect(paymentView("pending_payment", payment("BPD", "pending")).service).toBe("BPD");
    expect(paymentView("pending_payment", payment("Doku", "pending")).service).toBe("Doku");
    expect(paymentView("pending_payment", payment("Midtrans", "pending")).service).toBe("Doku");
    expect(paymentView("document", null).service).toBeNull();
  });

  it("compares statuses case-insensitively (001 §4)", () => {
    expect(shown(paymentView("DOCUMENT", null))).toBe("chooseMethod");
    expect(shown(paymentView("Pending_Payment", payment("bpd", "PENDING")))).toBe(
      "info bpdInstructions uploadProof",
    );
    expect(shown(paymentView("Payment_Expired", payment("DOKU", "Expired")))).toBe("info dokuExpired");
  });
});

describe("paymentView over the whole status matrix", () => {
  const matrix = ORDER_STATUSES.flatMap((order) => [
    { order, pay: null },
    ...SERVICES.flatMap((service) =>
      PAYMENT_STATUSES.map((status) => ({ order, pay: payment(service, status) })),
    ),
  ]);

  it.each(matrix)("order $order, payment $pay", ({ order, pay }) => {
    const view = paymentView(order, pay);
    // The payment's fields show exactly when there is one.
    expect(view.info).toBe(pay !== null);
    // The dropdown: document, or expired/failed once nothing is in force.
    expect(view.chooseMethod).toBe(
      order === "document" || (pay === null && ["payment_expired", "payment_failed"].includes(order)),
    );
    // 'Anda belum bisa melakukan pembayaran' only when nothing else can be done.
    expect(view.cannotPay).toBe(pay === null && !view.chooseMethod);
    // BPD panels never show for Doku and the other way round.
    if (pay?.payment_service !== "BPD") {
      expect(view.bpdInstructions || view.uploadProof).toBe(false);
    }
    if (pay?.payment_service !== "Doku") {
      expect(view.dokuLink || view.dokuExpired).toBe(false);
    }
    if (pay?.payment_service === "BPD") {
      expect(view.bpdInstructions).toBe(pay.status !== "success");
      expect(view.uploadProof).toBe(
        ["reviewed", "pending", "failed", "expired"].includes(pay.status) || order === "payment_expired",
      );
    }
    if (pay?.payment_service === "Doku") {
      expect(view.dokuExpired).toBe(pay.status === "expired" || order === "payment_expired");
      // An expired Doku payment never links to the gateway.
      expect(view.dokuLink && view.dokuExpired).toBe(false);
      if (!view.dokuExpired) {
        expect(view.dokuLink).toBe(pay.status === "pending" || order === "pending_payment");
      }
    }
  });
});

describe("paymentOutcome (the payment status page)", () => {
  it.each([
    ["pending_payment", "pending", "pending"],
    ["pending_payment", "PENDING", "pending"],
    ["paid", "success", "paid"],
    ["process", "SUCCESS", "paid"],
    ["payment_expired", "expired", "expired"],
    ["payment_process", "reviewed", "other"],
    ["payment_failed", "failed", "other"],
    // The spec's order-status names, should a host send them as the payment's status.
    ["pending_payment", "pending_payment", "pending"],
    ["paid", "paid", "paid"],
    ["payment_expired", "payment_expired", "expired"],
  ])("order %s, payment %s → %s", (order, status, outcome) => {
    expect(paymentOutcome(order, status)).toBe(outcome);
  });

  it("without a payment: expired only for an expired order, else nothing to show", () => {
    expect(paymentOutcome("payment_expired", null)).toBe("expired");
    expect(paymentOutcome("Payment_Expired", null)).toBe("expired");
    for (const order of ORDER_STATUSES.filter((status) => status !== "payment_expired")) {
      expect(paymentOutcome(order, null)).toBe("none");
    }
  });
});

describe("remainingText (the bank page's countdown)", () => {
  it("shows hours, minutes and seconds left, never below zero", () => {
    expect(remainingText(24 * 3600_000)).toBe("24:00:00");
    expect(remainingText(3_723_999)).toBe("01:02:03");
    expect(remainingText(999)).toBe("00:00:00");
    expect(remainingText(-5000)).toBe("00:00:00");
  });
});
