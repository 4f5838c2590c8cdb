import type { OrderComplaint } from "~/lib/admin/orders.server";
import { FEEDBACK_TEXTS } from "~/features/feedback/forms";
import { InfoList } from "~/components/ui/InfoList";
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
  level = 3,
}: {
  complaint: OrderComplaint;
  title: string;
  /** Heading level of the title: 3 under a tab's heading, 2 directly under a page's <h1>. */
  level?: 2 | 3;
  /** The complaint's date, formatted on the server. */
  date?: string;
  invoice?: string;
}) {
  const titleId = `komplain-${complaint.id}`;
  const Title = level === 2 ? "h2" : "h3";
  const Subtitle = level === 2 ? "h3" : "h4";
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
      <Title id={titleId}>{title}</Title>
      <ProductHeading line={complaint.transaction_detail} />
      <InfoList rows={rows} />
      <Subtitle className="feedback-subtitle">Bukti</Subtitle>
      <MediaGallery media={complaint.image} label="Bukti komplain" />
    </article>
  );
}
