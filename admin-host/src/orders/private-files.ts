import type { Db } from "../db/index.ts";

// A buyer's private files (contract/stored-files.ts): which of them a customer owns, and the name
// each is downloaded under, from the order it belongs to (`INV-20261125-00007-bast.pdf`), never
// the generated one.

/** Where a stored path is referenced, the invoice of its order and the name's tail, per kind. */
const owners: { sql: string; args: (path: string, customerId: number) => (string | number)[] }[] = [
  {
    // A payment's proof, voided payments' included; a proof sent again replaces the payment's
    // image but stays in the log (001 §2 "Mengirim Bukti Pembayaran"), so the log counts too.
    sql: `SELECT t.invoice, 'bukti-bayar' AS tail FROM payments p JOIN transactions t ON t.id = p.transaction_id
            WHERE p.image = ? AND t.customer_id = ?
          UNION ALL
          SELECT t.invoice, 'bukti-bayar' FROM transaction_logs l JOIN transactions t ON t.id = l.transaction_id
            WHERE l.section_change = 'upload payment' AND l.new_value = ? AND t.customer_id = ?`,
    args: (path, customerId) => [path, customerId, path, customerId],
  },
  {
    // With several receipt records, the record's number as the buyer sees it (shipments by number,
    // then records by id): two BAST files of one order download under two names.
    sql: `SELECT t.invoice,
            CASE WHEN (SELECT COUNT(*) FROM outgoing_details o2 JOIN shipments s2 ON s2.id = o2.shipment_id
                        WHERE s2.transaction_id = t.id) > 1
              THEN 'penerimaan-' || (SELECT COUNT(*) FROM outgoing_details o2 JOIN shipments s2 ON s2.id = o2.shipment_id
                        WHERE s2.transaction_id = t.id
                          AND (s2.shipment_no < s.shipment_no OR (s2.id = s.id AND o2.id <= o.id))) || '-' || d.name
              ELSE d.name END AS tail
            FROM support_documents d
            JOIN outgoing_details o ON o.id = d.outgoing_detail_id
            JOIN shipments s ON s.id = o.shipment_id
            JOIN transactions t ON t.id = s.transaction_id
            WHERE d.file = ? AND t.customer_id = ?`,
    args: (path, customerId) => [path, customerId],
  },
  {
    sql: `SELECT t.invoice, 'bukti-komplain-' || (m.position + 1) AS tail FROM complaint_media m
            JOIN complaints c ON c.id = m.complaint_id
            JOIN transaction_details td ON td.id = c.transaction_detail_id
            JOIN transactions t ON t.id = td.transaction_id
            WHERE m.path = ? AND c.customer_id = ?`,
    args: (path, customerId) => [path, customerId],
  },
];

/**
 * The download name of `path` when it is one of the customer's private files, else null (another
 * buyer's file, a public one, one no longer referenced): `<invoice>-<kind>.<extension>`.
 */
export function privateFileName(db: Db, customerId: number, path: string): string | null {
  const extension = path.slice(path.lastIndexOf("."));
  for (const owner of owners) {
    const row = db.get<{ invoice: string; tail: string }>(owner.sql, owner.args(path, customerId));
    if (row) return `${row.invoice}-${row.tail}${extension}`;
  }
  return null;
}
