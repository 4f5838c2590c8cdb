import type { SubmissionResult } from "@conform-to/react";
import type { FieldMeta } from "~/components/FormField";

/**
 * What an input of a server-validated form needs, read straight from the action's conform
 * reply: the value to show (what was submitted, else `defaults`) and its first error. The
 * profile page does without conform's client hook to stay inside its JavaScript budget; the
 * inputs are uncontrolled, so what the buyer typed stays in them whatever the answer.
 */
export function answerFields(
  formId: string,
  result: SubmissionResult<string[]> | undefined,
  defaults: Record<string, string> = {},
) {
  return (name: string) => {
    const errors = result?.error?.[name] ?? undefined;
    const submitted = result?.initialValue ? result.initialValue[name] : defaults[name];
    const meta: FieldMeta = { id: `${formId}-${name}`, errorId: `${formId}-${name}-error`, errors };
    return {
      meta,
      props: {
        id: meta.id,
        name,
        defaultValue: typeof submitted === "string" ? submitted : "",
        "aria-invalid": errors ? true : undefined,
        "aria-describedby": errors ? meta.errorId : undefined,
      },
    };
  };
}
