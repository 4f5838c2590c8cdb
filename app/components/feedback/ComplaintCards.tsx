import type { OrderComplaint } from "~/lib/admin/orders.server";
import { FEEDBACK_TEXTS } from "~/lib/feedback/forms";
import { InfoList } from "~/components/InfoList";
import { MediaGallery } from "./MediaGallery";
import { ProductHeading } from "./ProductHeading";

/**
 * A complaint with its product, description, the admin's answer ('-' if none) and the proof:
 * "Komplain Produk {n}" in the Komplain tab (001 §2), the whole page on /profil/detailkomplain.
 */
export function ComplaintCard({
  complaint,
  title,
  date,
  invoice,
}: {
  complaint: OrderComplaint;
  title: string;
  /** The complaint's date, formatted on the server. */
  date?: string;
  invoice?: string;
}) {
  const titleId = `komplain-${complaint.id}`;
  const rows: [string, React.ReactNode][] = [];
  if (invoice) rows.push(["ID Pesanan", invoice]);
  if (date) rows.push(["Tanggal", date]);
  rows.push(
    [
      "Keterangan Komplain",
      <span key="keterangan" className="feedback-text">
        {complaint.description_complaint}
      </span>,
    ],
    ["Tanggapan Admin", complaint.respon_admin || FEEDBACK_TEXTS.noAnswer],
  );
  return (
    <article className="feedback-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ProductHeading line={complaint.transaction_detail} />
      <InfoList rows={rows} />
      <h4 className="feedback-subtitle">Bukti</h4>
      <MediaGallery media={complaint.image} label="Bukti komplain" />
    </article>
  );
}
