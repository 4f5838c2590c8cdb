import { answerFields } from "~/components/ui/answerFields";
import { useUploadResult } from "~/components/ui/upload";
import { isFormAnswer, replyFor, type FormAnswer } from "~/lib/forms/answer";

/** The review or complaint form's id, also the prefix of its fields' ids (answerFields). */
export const feedbackFormId = (intent: string) => `${intent}-form`;

/**
 * A review or complaint form's answer (the action data of a plain post, or what the upload
 * script received: pass `onRefused` to UploadForm) and its fields as the answer left them.
 */
export function useFeedbackForm(intent: string) {
  const [data, setData] = useUploadResult<() => FormAnswer>();
  const answer = isFormAnswer(data) ? data : undefined;
  return {
    answer,
    onRefused: setData as (answer: never) => void,
    field: answerFields(feedbackFormId(intent), replyFor(answer, intent)),
  };
}

export type FeedbackForm = ReturnType<typeof useFeedbackForm>;
/** One field of the form: its id, name, what was sent and its message. */
export type FeedbackField = ReturnType<FeedbackForm["field"]>;
