// Forms that carry files. Usage (the action side is in ~/lib/uploads.server):
//
//   import { FileInput, UploadForm, useUploadResult } from "~/components/ui/upload";
//   function ProofForm() {
//     const [result, setResult] = useUploadResult<typeof action>(); // action data, or the script's
//     const answer = isFormAnswer(result) ? result : undefined;      // ~/lib/forms/answer
//     const field = answerFields("bukti-form", replyFor(answer, "kirim-bukti"));
//     return (
//       <>
//         <FormAnswer answer={answer} intent="kirim-bukti" formId="bukti-form" />
//         <UploadForm id="bukti-form" onRefused={setResult} onSend={() => setResult(undefined)}>
//           <AuthenticityTokenInput />                      {/* method=post, multipart */}
//           <input {...field("atasnama").props} />
//           <FileInput name="bukti" rule={PAYMENT_PROOF_RULE} required />
//           <button type="submit" name="intent" value="kirim-bukti">Kirim</button>
//         </UploadForm>
//       </>
//     );
//   }
//
// Without JavaScript it is a plain multipart POST: the action redirects or re-renders the page
// with its action data. With JavaScript the form is sent by XMLHttpRequest (fetch has no upload
// progress) with the header X-Upload: 1 to the same action URL; a progress bar shows the per cent
// sent and the fields are disabled meanwhile. The server answers that request with JSON
// (scriptUploadAnswer in entry.server): on success (`uploadRedirect`) the form navigates to
// `redirectTo` with Remix, so loaders run as after a redirect; on refusal `onRefused` gets the
// same action data a plain post would have rendered, and the form keeps what was typed (`onSend`
// tells the form that its earlier answer no longer stands, so that an old message does not stay
// under a field while the corrected form uploads); a thrown
// refusal (413, 415) shows its message in a dialog, a busy host (429, 5xx) the busy message.
import { useActionData, useFormAction, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from "react";
import { AlertDialog } from "~/components/ui/Dialog";
import { HOST_BUSY_MESSAGE, isBusyStatus } from "~/lib/host-busy";

/** The answer to the script's request (ScriptUploadAnswer in ~/lib/uploads.server). */
type Answer = { actionData?: unknown; error?: { status: number; message: string } };

const FAILED = "Gagal mengirim data. Periksa koneksi Anda lalu coba lagi.";

/** A page instead of JSON: busy (429, 5xx, e.g. from a proxy in front) or another failure. */
const failureText = (status: number) => (isBusyStatus(status) ? HOST_BUSY_MESSAGE : FAILED);

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "encType" | "onSubmit"> & {
  children: ReactNode;
  /** The action data of a refusal (what a plain post would have re-rendered with). */
  onRefused?: (actionData: never) => void;
  /** The script starts sending: the form's earlier answer no longer stands. */
  onSend?: () => void;
};

export function UploadForm({ children, action, onRefused, onSend, className, ...props }: Props) {
  const formAction = useFormAction(action);
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const fail = (message: string) => setFailure((last) => ({ message, count: (last?.count ?? 0) + 1 }));

  return (
    <form
      {...props}
      method="post"
      encType="multipart/form-data"
      action={formAction}
      className={["upload-form", className].filter(Boolean).join(" ")}
      aria-busy={progress !== null}
      onSubmit={(event) => {
        event.preventDefault();
        if (request.current) return;
        const form = event.currentTarget;
        const body = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        setProgress(0);
        onSend?.();
        xhr.upload.onprogress = (sent) => {
          if (sent.lengthComputable) setProgress(Math.floor((sent.loaded / sent.total) * 100));
        };
        const done = () => {
          request.current = null;
          setProgress(null);
        };
        xhr.onerror = () => {
          done();
          fail(FAILED);
        };
        xhr.onload = () => {
          done();
          let answer: Answer | null = null;
          if (xhr.getResponseHeader("Content-Type")?.startsWith("application/json")) {
            try {
              answer = JSON.parse(xhr.responseText) as Answer;
            } catch {
              answer = null;
            }
          }
          if (answer === null) {
            // Redirected elsewhere (a session that ended → /login): go where the server sent it.
            const to = new URL(xhr.responseURL || formAction, window.location.href);
            if (xhr.status < 400 && to.origin === window.location.origin) navigate(to.pathname + to.search);
            else fail(xhr.status === 413 ? "Ukuran data terlalu besar." : failureText(xhr.status));
            return;
          }
          // A host failure the action did not answer itself carries no text for the buyer.
          if (answer.error) {
            return fail(isBusyStatus(answer.error.status) ? HOST_BUSY_MESSAGE : answer.error.message);
          }
          const data = answer.actionData as { redirectTo?: unknown } | null;
          if (data && typeof data.redirectTo === "string") navigate(data.redirectTo);
          else onRefused?.(answer.actionData as never);
        };
        xhr.open("POST", formAction);
        xhr.setRequestHeader("X-Upload", "1");
        xhr.send(body);
      }}
    >
      <fieldset className="upload-fields" disabled={progress !== null}>
        {children}
      </fieldset>
      {progress !== null ? (
        <div className="upload-progress" role="status">
          <progress value={progress} max={100} />
          <span>Mengunggah {progress}%</span>
        </div>
      ) : null}
      {failure ? <AlertDialog key={failure.count} id="upload-failure" message={failure.message} /> : null}
    </form>
  );
}

/**
 * The action data to render a form with: the refusal the upload script received last (none while
 * it sends again), else the action's own (a plain post without JavaScript). Pass the setter to
 * `UploadForm`'s `onRefused`, and `() => setter(undefined)` to its `onSend`.
 */
export function useUploadResult<Action>() {
  type Data = ReturnType<typeof useActionData<Action>>;
  const actionData = useActionData<Action>();
  // Once the script has answered (or cleared the answer on sending), its answer stands.
  const [scripted, setScripted] = useState<{ answer: Data | undefined }>();
  const setAnswer = useCallback((answer: Data | undefined) => setScripted({ answer }), []);
  return [scripted ? scripted.answer : actionData, setAnswer] as const;
}
