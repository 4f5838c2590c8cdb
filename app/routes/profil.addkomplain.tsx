// 001 §2 /profil/addkomplain: choose a paid order by invoice, one of its products without a
// complaint, a description and proof files. Success: 'Komplain Anda Berhasil dikirim', then
// Oke to the list.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComplaintForm } from "~/features/feedback/ComplaintForm";
import { NothingToSend } from "~/features/feedback/FeedbackFormFrame";
import { OrderPicker } from "~/features/feedback/OrderPicker";
import { pageTitle } from "~/lib/site";
import { keepRetryAfter } from "~/lib/http.server";
import { getOrder } from "~/lib/admin/orders.server";
import { loadAddPage, postAddPage } from "~/features/feedback/add-page.server";
import { COMPLAINT_ADD_PATH, COMPLAINT_LIST_PATH, ORDER_FIELD } from "~/features/feedback/forms";
import { complaintLines } from "~/features/feedback/lines";
import { complaintUploadSpec, submitComplaint } from "~/features/feedback/submit.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("feedback", "upload");

export const headers = keepRetryAfter;

export const meta: MetaFunction = () => [{ title: pageTitle("Tambah Komplain") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadAddPage(request, COMPLAINT_ADD_PATH, getOrder);
  return { ...page, lines: page.lines ? complaintLines(page.lines) : null };
}

export const action = ({ request }: ActionFunctionArgs) =>
  postAddPage(
    request,
    complaintUploadSpec,
    (request, admin, upload) => submitComplaint(request, admin, upload, "page"),
    COMPLAINT_LIST_PATH,
  );

export default function AddComplaint() {
  const { paid, chosen, search, matches, lines } = useLoaderData<typeof loader>();
  const action = chosen ? `${COMPLAINT_ADD_PATH}?${ORDER_FIELD}=${chosen.id}` : COMPLAINT_ADD_PATH;
  return (
    <section className="feedback-page">
      <h1>Tambah Komplain</h1>
      <OrderPicker
        orders={paid}
        chosen={chosen}
        search={search}
        matches={matches}
        path={COMPLAINT_ADD_PATH}
      />
      {/* No paid order: the picker says so, and there is nothing the form could send. */}
      {paid.length === 0 ? (
        <NothingToSend backTo={COMPLAINT_LIST_PATH} />
      ) : (
        <ComplaintForm
          key={chosen?.id ?? 0}
          action={action}
          lines={lines}
          order={{ id: chosen?.id ?? null }}
          cancelTo={COMPLAINT_LIST_PATH}
        />
      )}
    </section>
  );
}
