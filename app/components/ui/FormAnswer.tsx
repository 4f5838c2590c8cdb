import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formError } from "~/components/answerFields";
import { Dialog } from "~/components/ui/Dialog";
import { fieldMessages, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { OK } from "~/lib/forms/texts";

type Props = {
  /** The action's answer (useActionData, a fetcher's data); shown only when it is about `intent`. */
  answer: Answer | null | undefined;
  intent: string;
  /** The form's id: its fields' ids are `${formId}-${name}` (answerFields). */
  formId: string;
  /** The fields' labels, for the summary's links; a field without one shows its message alone. */
  labels?: Partial<Record<string, string>>;
};

// Each answer object is a new post's: its modal is a new element, so that it opens again even
// when two refusals in a row say the same.
const answerKeys = new WeakMap<object, number>();
let answersSeen = 0;
const keyOf = (answer: object) => {
  if (!answerKeys.has(answer)) answerKeys.set(answer, ++answersSeen);
  return answerKeys.get(answer);
};

const isControl = (element: Element): element is HTMLElement =>
  (element instanceof HTMLInputElement && !["submit", "button", "reset", "hidden"].includes(element.type)) ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * The one reader of a FormAnswer, placed at the top of its form. Field messages go under their
 * fields through answerFields (the form passes it `replyFor(answer, intent)`); this shows the
 * rest: a short summary of the messages that links to the fields, and the spec's result modal.
 * It brings the first message into view and focus: without JavaScript the server renders the
 * summary (or the modal's Oke) with `autofocus`, so the browser lands on it; with JavaScript the
 * first refused field takes the focus on each new answer.
 */
export function FormAnswer({ answer, intent, formId, labels = {} }: Props) {
  const hydrated = useHydrated();
  const reply = replyFor(answer, intent);
  const dialog = reply ? answer?.dialog : undefined;
  const fields = fieldMessages(reply);
  // With a modal, the form's own message is the modal's.
  const message = dialog ? undefined : formError(reply);
  const summaryRef = useRef<HTMLDivElement>(null);
  const seen = useRef(answer);

  useEffect(() => {
    if (seen.current === answer) return;
    seen.current = answer;
    if (!reply || dialog) return; // a modal takes the focus itself (its Oke)
    const form = document.forms.namedItem(formId);
    const refused = new Set(fields.map((field) => field.name));
    const first = form
      ? Array.from(form.elements).find(
          (element) => isControl(element) && refused.has(element.getAttribute("name") ?? ""),
        )
      : undefined;
    if (first instanceof HTMLElement) {
      first.focus();
      const name = first.getAttribute("name") ?? "";
      (document.getElementById(`${formId}-${name}-error`) ?? first).scrollIntoView({ block: "nearest" });
    } else {
      summaryRef.current?.focus();
      summaryRef.current?.scrollIntoView({ block: "nearest" });
    }
  });

  return (
    <>
      {fields.length > 0 || message ? (
        <div
          ref={summaryRef}
          id={`${formId}-answer`}
          className="form-answer"
          role="alert"
          tabIndex={-1}
          // Without JavaScript the only way to land the buyer on the refusal; dropped once hydrated.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!hydrated && !dialog}
        >
          {message ? <p>{message}</p> : null}
          {fields.length > 0 ? (
            <ul>
              {fields.map(({ name, message: text }) => (
                <li key={name}>
                  <a href={`#${formId}-${name}`}>{labels[name] ? `${labels[name]}: ${text}` : text}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {dialog ? (
        <Dialog
          key={answer ? keyOf(answer) : 0}
          title={dialog.title}
          labelledBy={`${formId}-dialog`}
          className="answer-dialog"
        >
          <p role="alert" data-modal={dialog.name}>
            {dialog.message}
          </p>
          <footer>
            <form method="dialog">
              {/* The modal's Oke, as showModal would focus it; without JavaScript autofocus does. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <button type="submit" autoFocus={!hydrated}>
                {OK}
              </button>
            </form>
          </footer>
        </Dialog>
      ) : null}
    </>
  );
}
