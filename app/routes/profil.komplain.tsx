// 001 §2 /profil/komplain: the buyer's complaints, newest first, with page size, search and paging.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ComplaintTable } from "~/components/feedback/ComplaintTable";
import { SITE_NAME } from "~/components/layout/types";
import { SuccessDialog } from "~/components/orders/negotiation/ResultDialog";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { listComplaints } from "~/lib/admin/complaints.server";
import { COMPLAINT_ADD_PATH, COMPLAINT_LIST_PATH, FEEDBACK_TEXTS, SENT_PARAM } from "~/lib/feedback/forms";
import { complaintTable } from "~/lib/feedback/lists.server";
import { requireUser } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: `Komplain | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const complaints = await listComplaints(await adminClient(request)).catch((error: unknown) => {
    // 001 §8: a list that fails to load is silent.
    if (error instanceof AdminError) return [];
    throw error;
  });
  return { table: complaintTable(complaints, params), sent: params.has(SENT_PARAM) };
}

export default function ComplaintList() {
  const { table, sent } = useLoaderData<typeof loader>();
  return (
    <section className="feedback-page">
      <header className="feedback-page-head">
        <h1>Komplain</h1>
        <Link to={COMPLAINT_ADD_PATH} role="button">
          Tambah Komplain
        </Link>
      </header>
      <ComplaintTable table={table} />
      {sent ? (
        <SuccessDialog
          name="komplainterkirim"
          message={FEEDBACK_TEXTS.complaintSent}
          okTo={COMPLAINT_LIST_PATH}
        />
      ) : null}
    </section>
  );
}
