// Pesan Cepat (issue 33) at /keranjang-belanja/pesan-cepat: a pasted list or an .xlsx (the shop's
// own quotation or order export) becomes a preview of cart lines, then goes into the cart all at
// once. The preview is the answer to the list's post and carries its state in its own form
// (hidden fields), not in the session or the URL: a list of up to 100 names does not fit an
// address, and the session is one cookie (decision 0013). So a reload asks to send the form
// again, as any answered post does. The work is in app/features/buying/quick-order/.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { quickOrderAction, type QuickOrderData } from "~/features/buying/quick-order/action.server";
import { QuickOrderInput } from "~/features/buying/quick-order/QuickOrderInput";
import { QuickOrderPreview } from "~/features/buying/quick-order/QuickOrderPreview";
import { TEXT } from "~/features/buying/quick-order/texts";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("forms", "quickOrder", "upload");
export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;
export const meta: MetaFunction = () => [{ title: pageTitle(TEXT.title) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const action = ({ request }: ActionFunctionArgs) => quickOrderAction(request);

// Each answer is a new preview: its lines start from what the server said.
const answerKeys = new WeakMap<object, number>();
let answers = 0;
const keyOf = (data: object) => {
  if (!answerKeys.has(data)) answerKeys.set(data, ++answers);
  return answerKeys.get(data);
};

/**
 * The page's data: the action's (a plain post, or the preview's own buttons) or the upload
 * script's answer to the list (UploadForm), whichever came last.
 */
function useQuickOrderData() {
  const actionData = useActionData<typeof action>() as QuickOrderData | undefined;
  const [scripted, setScripted] = useState<{ data: QuickOrderData | undefined; over: unknown }>();
  const data = scripted && scripted.over === actionData ? scripted.data : actionData;
  const set = useCallback(
    (next: QuickOrderData | undefined) => setScripted({ data: next, over: actionData }),
    [actionData],
  );
  return [data, set] as const;
}

export default function QuickOrderPage() {
  const [data, setData] = useQuickOrderData();
  return (
    <div className="quick-order">
      <h1>{data?.step === "preview" ? TEXT.previewTitle : TEXT.title}</h1>
      {data?.step === "preview" ? (
        <QuickOrderPreview key={keyOf(data)} lines={data.lines} answer={data.answer} />
      ) : (
        <QuickOrderInput
          answer={data?.answer}
          onAnswer={setData as (data: never) => void}
          onSend={() => setData(undefined)}
        />
      )}
    </div>
  );
}
