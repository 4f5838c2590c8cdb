import type { Db } from "../db/index.ts";
import { notFound } from "../http/errors.ts";
import { findTransaction, transactionLines } from "./common.ts";
import { ownOutgoing } from "./shipments.ts";
import { transactionTotals } from "./totals.ts";

export const exportKinds = {
  spk: "Surat Pesanan (SPK)",
  invoice: "Invoice / Surat Tagihan",
  bast: "Berita Acara Serah Terima (BAST)",
  receipt: "Kwitansi Pembayaran",
} as const;

export type ExportKind = keyof typeof exportKinds;

const escape = (value: unknown) =>
  String(value ?? "-").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const rupiah = (value: number) =>
  `Rp. ${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 }).format(value)}`;

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("id-ID", {
    day: "2-digit",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Makassar",
  }).format(new Date(iso));

const row = (label: string, value: unknown) =>
  `<tr><td style="width:35%">${escape(label)}</td><td>${escape(value)}</td></tr>`;

/**
 * A Word document (HTML with the Office namespaces, which Word and LibreOffice open as .doc) filled with
 * the order's data; receipt and BAST also name the shipment of the receipt record.
 */
export function exportDocument(
  db: Db,
  customerId: number,
  kind: ExportKind,
  transactionId: number,
  outgoingId: number | null,
) {
  const transaction = findTransaction(db, transactionId, customerId);
  const outgoing = outgoingId === null ? null : ownOutgoing(db, customerId, outgoingId);
  if (outgoing && outgoing.transaction_id !== transactionId) throw notFound();
  const customer = db.get<Record<string, string>>(
    "SELECT name, instance_name, email, phone, nip, name_pp, name_ppk FROM customers WHERE id = ?",
    [customerId],
  )!;
  const spk = db.get<Record<string, string | number>>("SELECT * FROM spks WHERE transaction_id = ?", [
    transactionId,
  ]);
  const address = db.get<Record<string, string>>(
    "SELECT * FROM transaction_addresses WHERE transaction_id = ?",
    [transactionId],
  );
  const lines = transactionLines(db, transactionId);
  const totals = transactionTotals(db, transaction, lines);
  const items = lines
    .map((line, index) => {
      const price = line.price_nego ?? line.price_after_discount;
      return `<tr><td>${index + 1}</td><td>${escape(line.name_product)}</td><td>${line.qty} ${escape(line.unit)}</td><td>${rupiah(price)}</td><td>${rupiah(price * line.qty)}</td></tr>`;
    })
    .join("");
  const shipment = outgoing
    ? `<h2>Pengiriman</h2><table>${row("Produk", outgoing.name_product)}${row("No. Resi", outgoing.no_airwaybill)}${row("Tanggal Kirim", outgoing.date_delivery)}${row("Unit Dikirim", outgoing.unit_delivery)}${row("Tanggal Diterima", outgoing.date_receipt)}${row("Unit Diterima", outgoing.unit_receipt)}${row("Nama Penerima", outgoing.name_receipt)}</table>`
    : "";
  const budget = spk
    ? `<h2>Data Anggaran</h2><table>${row("Satuan Kerja", spk.satuan_kerja)}${row("Kementerian/Lembaga/Pemerintahan", spk.lembaga)}${row("Paket Pekerjaan", spk.paket_kerja)}${row("Tahun Anggaran", spk.tahun_anggaran)}${row("Sumber Dana", spk.sumber_dana)}${row("Kode Rekening", spk.kode_rekening)}${row("Pagu Anggaran", rupiah(Number(spk.pagu_anggaran)))}${row(`Pejabat (${spk.tipe_pemerintah})`, `${spk.nama_pemerintah} / NIP ${spk.nip_pemerintah}`)}${row(`Bendahara (${spk.tipe_bendahara})`, `${spk.nama_bendahara} / NIP ${spk.nip_bendahara}`)}</table>`
    : "";
  const title = exportKinds[kind];
  const body = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta charset="utf-8"><title>${escape(title)}</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->
<style>body{font-family:Arial,sans-serif;font-size:11pt}table{border-collapse:collapse;width:100%}td,th{border:1px solid #444;padding:4px}</style></head>
<body><h1>${escape(title)}</h1>
<table>${row("Nomor Invoice", transaction.invoice)}${row("Tanggal Pesanan", longDate(transaction.created_at))}${row("Instansi", customer.instance_name)}${row("Nama", customer.name)}${row("NIP", customer.nip)}${row("Nama PP", customer.name_pp)}${row("Nama PPK", customer.name_ppk)}${row("Alamat Pengiriman", address ? `${address.address}, ${address.sub_district}, ${address.district}, ${address.province} ${address.postal_code}` : "-")}${row("Kurir", address ? `${address.shipping_courier.toUpperCase()} ${address.shipping_service}` : "-")}</table>
${budget}
<h2>Rincian Barang</h2><table><tr><th>No</th><th>Nama Produk</th><th>Jumlah</th><th>Harga Satuan</th><th>Subtotal</th></tr>${items}</table>
<table>${row("Total Harga", rupiah(totals.total_price_nego ?? totals.total_price))}${row("PPN 11%", rupiah(totals.total_ppn))}${row("Ongkos Kirim", rupiah(transaction.shipping_cost_nego ?? transaction.shipping_cost))}${row("Total Tagihan", rupiah(totals.grand_total))}</table>
${shipment}
<p>&nbsp;</p><table><tr><td style="height:80px;vertical-align:top">Pihak Pertama (Penyedia)</td><td style="vertical-align:top">Pihak Kedua (Pembeli)</td></tr></table>
</body></html>`;
  return { filename: `Template_${kind}.doc`, body };
}
