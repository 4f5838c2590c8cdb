// The letterhead of a printed sheet (the order, the quotation, the agreement documents, the
// realisation): the shop on the left, as shopLetterhead (./letterhead.server) reads it from its
// settings, what the sheet is (number, dates) on the right.
import type { ReactNode } from "react";

export type PrintShop = { name: string; address: string; phone: string; email: string };

export function PrintHead({ shop, children }: { shop: PrintShop; children: ReactNode }) {
  return (
    <div className="print-head">
      <div>
        <h1>{shop.name}</h1>
        <address>
          {shop.address}
          <br />
          {[shop.phone, shop.email].filter(Boolean).join(" · ")}
        </address>
      </div>
      <div className="print-meta">{children}</div>
    </div>
  );
}
