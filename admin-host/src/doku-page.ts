import type { GatewaySession } from "./orders/payments.ts";

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const witaTime = (iso: string) =>
  `${new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "medium", timeZone: "Asia/Makassar" }).format(new Date(iso))} WITA`;

const rupiah = (value: number) =>
  `Rp. ${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 }).format(value)}`;

/** The simulated gateway's page: plain forms, so it works without JavaScript. */
export function gatewayPage({ payment }: GatewaySession): string {
  const open = payment.status === "pending";
  const actions = open
    ? `<form method="post"><button name="action" value="pay">Bayar</button>
       <button name="action" value="expire" class="secondary">Batalkan / biarkan kedaluwarsa</button></form>`
    : `<p>Status pembayaran: <strong>${escape(payment.status)}</strong></p>
       <form method="post"><button name="action" value="return">Kembali ke toko</button></form>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Doku (simulasi) - ${escape(payment.transaction.invoice)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem 0;width:100%}.secondary{background:#eee}</style></head>
<body><h1>Doku (simulasi)</h1><p>Gerbang pembayaran tiruan dari admin host.</p>
<dl><dt>Invoice</dt><dd>${escape(payment.transaction.invoice)}</dd><dt>Total</dt><dd>${rupiah(payment.nominal)}</dd>
<dt>Batas pembayaran</dt><dd>${witaTime(payment.expired_date)}</dd></dl>${actions}</body></html>`;
}
