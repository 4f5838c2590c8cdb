// 001 §2 /profil/detailkomplain?id_complain={id}: one complaint with its proof and the admin's
// answer; another buyer's, an unknown or a non-number id is a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ComplaintCard } from "~/features/feedback/ComplaintCards";
import { FeedbackPageHead } from "~/features/feedback/FeedbackPageHead";
import { pageTitle } from "~/lib/site";
import { adminClient } from "~/lib/admin/client.server";
import { getComplaint } from "~/lib/admin/complaints.server";
import { COMPLAINT_LIST_PATH } from "~/features/feedback/forms";
import { formatDate } from "~/lib/format-date";
import { detailHref, parseId } from "~/features/orders/tabs";
import { requireUser } from "~/lib/session.server";
import { hostNotFound, notFound } from "~/lib/not-found.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("infoList", "feedback");

export const meta: MetaFunction = () => [{ title: pageTitle("Detail Komplain") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = parseId(new URL(request.url).searchParams.get("id_complain"));
  if (id === null) throw notFound("Komplain");
  const complaint = await getComplaint(await adminClient(request), id).catch((error: unknown) =>
    hostNotFound(error, "Komplain"),
  );
  if (!complaint) throw notFound("Komplain");
  return { complaint, date: formatDate(complaint.created_at) };
}

export default function ComplaintDetail() {
  const { complaint, date } = useLoaderData<typeof loader>();
  const order = complaint.transaction_detail.transaction;
  return (
    <section className="feedback-page">
      <FeedbackPageHead title="Detail Komplain" to={COMPLAINT_LIST_PATH} action="Kembali" secondary />
      <ComplaintCard
        complaint={complaint}
        title="Komplain Produk"
        date={date}
        invoice={order.invoice}
        level={2}
      />
      <p>
        <Link to={detailHref(order.id, "komplain")}>Lihat pesanan {order.invoice}</Link>
      </p>
    </section>
  );
}
