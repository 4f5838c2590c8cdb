// Forms that carry files. Usage (the action side is in ~/lib/uploads.server):
//
//   import { FileInput, UploadForm, useUploadResult } from "~/components/upload";
//   function ProofForm() {
//     const [result, setResult] = useUploadResult<typeof action>(); // action data, or the script's
//     return (
//       <UploadForm onRefused={setResult}>               {/* method=post, multipart */}
//         <AuthenticityTokenInput />
//         <input name="atasnama" defaultValue={result?.values?.atasnama} />
//         <FileInput name="bukti" rule={PAYMENT_PROOF_RULE} required />
//         {result?.fieldErrors?.bukti && <small>{result.fieldErrors.bukti}</small>}
//         <button type="submit" name="intent" value="bukti">Kirim</button>
//       </UploadForm>
//     );
//   }
//
// Without JavaScript it is a plain multipart POST: the action redirects or re-renders the page
// with its action data. With JavaScript the form is sent by XMLHttpRequest (fetch has no upload
// progress) with the header X-Upload: 1 to the same action URL; a progress bar shows the per cent
// sent and the fields are disabled meanwhile. The server answers that request with JSON
// (scriptUploadAnswer in entry.server): on success (`uploadRedirect`) the form navigates to
// `redirectTo` with Remix, so loaders run as after a redirect; on refusal `onRefused` gets the
// same action data a plain post would have rendered, and the form keeps what was typed; a thrown
// refusal (413, 415) shows its message in a dialog, a busy host (429, 5xx) the busy message.
import { useActionData, useFormAction, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from "react";
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
};

export function UploadForm({ children, action, onRefused, className, ...props }: Props) {
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
 * The action data to render a form with: the refusal the upload script received last, else the
 * action's own (a plain post without JavaScript). Pass the setter to `UploadForm`'s `onRefused`.
 */
export function useUploadResult<Action>() {
  type Data = ReturnType<typeof useActionData<Action>>;
  const actionData = useActionData<Action>();
  const [scripted, setScripted] = useState<Data>();
  return [scripted ?? actionData, setScripted] as const;
}
