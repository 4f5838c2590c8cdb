// 001 §2 /profil/komplain: the buyer's complaints, newest first, with page size, search and paging.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComplaintTable } from "~/features/feedback/ComplaintTable";
import { FeedbackPageHead } from "~/features/feedback/FeedbackPageHead";
import { pageTitle } from "~/lib/site";
import { SuccessDialog } from "~/components/ui/ResultDialog";
import { listComplaints } from "~/lib/admin/complaints.server";
import { COMPLAINT_ADD_PATH, COMPLAINT_LIST_PATH, FEEDBACK_TEXTS } from "~/features/feedback/forms";
import { complaintTable, loadFeedbackList } from "~/features/feedback/lists.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("feedback", "orders");

export const meta: MetaFunction = () => [{ title: pageTitle("Komplain") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { entries, params, sent } = await loadFeedbackList(request, listComplaints);
  return { table: complaintTable(entries, params), sent };
}

export default function ComplaintList() {
  const { table, sent } = useLoaderData<typeof loader>();
  return (
    <section className="feedback-page">
      <FeedbackPageHead title="Komplain" to={COMPLAINT_ADD_PATH} action="Tambah Komplain" />
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
