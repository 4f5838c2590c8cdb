import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formError } from "~/components/ui/answerFields";
import { Dialog } from "~/components/ui/Dialog";
import { fieldMessages, replyFor, type FormAnswer as Answer } from "~/lib/forms/answer";
import { OKE } from "~/lib/forms/texts";

type Props = {
  /** The action's answer (useActionData, a fetcher's data); shown only when it is about `intent`. */
  answer: Answer | null | undefined;
  intent: string;
  /** The form's id: its fields' ids are `${formId}-${name}` (answerFields). */
  formId: string;
  /** The modal's button: 'Oke' in 001's order modals, 'OK' in the other dialogs. */
  ok?: string;
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
 * The one reader of a FormAnswer, placed right before its form (not inside: the modal's own
 * `<form method="dialog">` cannot sit in another form). Field messages go under their fields
 * through answerFields (the form passes it `replyFor(answer, intent)`); this shows the form's
 * own message and the spec's result modal, and brings the first message into view and focus.
 * Without JavaScript the server's render lands the browser on it: `autofocus` on the first
 * refused field (answerFields), else on the form's message, else on the modal's Oke. With
 * JavaScript, the same on each new answer.
 */
export function FormAnswer({ answer, intent, formId, ok = OKE }: Props) {
  const hydrated = useHydrated();
  const reply = replyFor(answer, intent);
  const dialog = reply ? answer?.dialog : undefined;
  const fields = fieldMessages(reply);
  // With a modal, the form's own message is the modal's.
  const message = dialog ? undefined : formError(reply);
  const messageRef = useRef<HTMLParagraphElement>(null);
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
    const target = first instanceof HTMLElement ? first : messageRef.current;
    if (!target) return;
    target.focus();
    // The field with its label and its message in view, not only the control.
    const name = target.getAttribute("name");
    const message = name ? document.getElementById(`${formId}-${name}-error`) : null;
    (target.closest(".field") ?? message)?.scrollIntoView({ block: "nearest" });
  });

  return (
    <>
      {message ? (
        <p
          ref={messageRef}
          id={`${formId}-answer`}
          className="form-answer"
          role="alert"
          tabIndex={-1}
          // Without JavaScript the way to land the buyer on it; a refused field comes first.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!hydrated && fields.length === 0}
        >
          {message}
        </p>
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
                {ok}
              </button>
            </form>
          </footer>
        </Dialog>
      ) : null}
    </>
  );
}
