import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "~/features/orders/StatusBadge";
import { awaitsBudgetData, isPaid, statusBadge } from "~/features/orders/status";
import {
  detailHref,
  isTabVisible,
  legacyTabHref,
  parseId,
  readTab,
  tabOfPath,
  visibleTabs,
} from "~/features/orders/tabs";

describe("statusBadge (001 §4)", () => {
  it.each([
    ["pending", "Pending", "warning"],
    ["pending_payment", "Pending Payment", "warning"],
    ["payment_expired", "Payment Expired", "warning"],
    ["paid", "Paid", "success"],
    ["confirmed", "Confirmed", "success"],
    ["document", "Document", "neutral"],
    ["process", "Process", "primary"],
    ["processed", "Processed", "primary"],
    ["payment_process", "Payment Prosess", "primary"],
    ["shipped", "Shipped", "secondary"],
    ["partial delivery", "Partial Delivery", "secondary"],
    ["cancel", "Cancel", "danger"],
    ["payment_failed", "Payment Failed", "danger"],
    ["confirm", "Confirm", "neutral"],
    // Payment statuses.
    ["reviewed", "Reviewed", "primary"],
    ["failed", "Failed", "danger"],
    ["expired", "Expired", "warning"],
    ["success", "Success", "success"],
  ])("%s is '%s' in the %s colour", (status, label, tone) => {
    expect(statusBadge(status)).toEqual({ label, tone });
  });

  it("compares case-insensitively and ignores surrounding spaces", () => {
    expect(statusBadge("PAID")).toEqual({ label: "Paid", tone: "success" });
    expect(statusBadge(" Payment_Process ")).toEqual({ label: "Payment Prosess", tone: "primary" });
    expect(statusBadge("Partial Delivery").tone).toBe("secondary");
  });

  it("shows an unknown value raw in a neutral badge", () => {
    expect(statusBadge("on_hold")).toEqual({ label: "on_hold", tone: "neutral" });
    expect(statusBadge("")).toEqual({ label: "", tone: "neutral" });
  });

  it("renders the text beside the colour, never the colour alone", () => {
    const html = renderToStaticMarkup(createElement(StatusBadge, { status: "payment_failed" }));
    expect(html).toContain("Payment Failed");
    expect(html).toContain("status-danger");
    expect(renderToStaticMarkup(createElement(StatusBadge, { status: "<b>x</b>" }))).toContain(
      "&lt;b&gt;x&lt;/b&gt;",
    );
  });
});

describe("order tabs", () => {
  it("counts paid and every later status as paid", () => {
    for (const status of ["paid", "process", "processed", "partial delivery", "shipped", "PAID"]) {
      expect(isPaid(status)).toBe(true);
    }
    for (const status of [
      "pending",
      "confirmed",
      "confirm",
      "document",
      "pending_payment",
      "payment_process",
      "cancel",
    ]) {
      expect(isPaid(status)).toBe(false);
    }
  });

  it("shows Negosiasi only with negotiation data and Komplain/Ulasan only when paid", () => {
    expect(visibleTabs({ status: "confirmed", negotiationCount: 0 }).map((tab) => tab.id)).toEqual([
      "detail",
      "penerimaan",
      "pembayaran",
      "log",
    ]);
    expect(visibleTabs({ status: "shipped", negotiationCount: 2 }).map((tab) => tab.label)).toEqual([
      "Detail Pesanan",
      "Negosiasi",
      "Penerimaan",
      "Pembayaran",
      "Komplain",
      "Ulasan",
      "Log Transaksi",
    ]);
    expect(isTabVisible("ulasan", { status: "pending_payment", negotiationCount: 1 })).toBe(false);
  });

  it("reads an unknown tab as the detail tab", () => {
    expect(readTab("log")).toBe("log");
    expect(readTab("admin")).toBe("detail");
    expect(readTab(null)).toBe("detail");
  });

  it("gives each tab its own path, Detail Pesanan the spec's address", () => {
    expect(detailHref(7)).toBe("/profil/detailtransaksi?id_transaksi=7");
    expect(detailHref(7, "log")).toBe("/profil/detailtransaksi/log?id_transaksi=7");
    expect(detailHref(7, "pembayaran", "bukti")).toBe(
      "/profil/detailtransaksi/pembayaran?id_transaksi=7&modal=bukti",
    );
    expect(tabOfPath("/profil/detailtransaksi")).toBe("detail");
    expect(tabOfPath("/profil/detailtransaksi/ulasan")).toBe("ulasan");
    // A tab's own child route (the proof form) is still that tab.
    expect(tabOfPath("/profil/detailtransaksi/pembayaran/bukti")).toBe("pembayaran");
    for (const path of [
      "/profil/detailtransaksi/detail",
      "/profil/detailtransaksi/cetak",
      "/profil/detailtransaksi/detail/bukti",
      "/profil/transaksi",
    ]) {
      expect(tabOfPath(path)).toBeNull();
    }
  });

  it("leads an old ?tab= address to the tab's own, keeping the id and the modal", () => {
    const legacy = (href: string) => legacyTabHref(new URL(href, "http://localhost"));
    expect(legacy("/profil/detailtransaksi?id_transaksi=7&tab=pembayaran&modal=bukti&x=1")).toBe(
      "/profil/detailtransaksi/pembayaran?id_transaksi=7&modal=bukti",
    );
    expect(legacy("/profil/detailtransaksi?tab=detail&id_transaksi=7")).toBe(
      "/profil/detailtransaksi?id_transaksi=7",
    );
    expect(legacy("/profil/detailtransaksi?tab=admin&id_transaksi=7")).toBe(
      "/profil/detailtransaksi?id_transaksi=7",
    );
    expect(legacy("/profil/detailtransaksi?id_transaksi=7")).toBeNull();
    expect(legacy("/profil/detailtransaksi/log?id_transaksi=7&tab=log")).toBeNull();
  });

  it("accepts only positive whole ids", () => {
    expect(parseId("17")).toBe(17);
    for (const value of ["0", "-1", "1.5", "abc", "1e3", " 7", "", null, "9999999999999999"]) {
      expect(parseId(value)).toBeNull();
    }
  });

  it("asks for the budget data only on a confirmed order without negotiation", () => {
    expect(awaitsBudgetData("confirmed", 0)).toBe(true);
    expect(awaitsBudgetData("Confirmed", 0)).toBe(true);
    expect(awaitsBudgetData("confirmed", 1)).toBe(false);
    expect(awaitsBudgetData("pending", 0)).toBe(false);
  });
});
