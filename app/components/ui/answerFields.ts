import type { SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { errorAria, type FieldMeta } from "~/components/ui/FormField";

// Server-validated forms without conform's client hook (about 9 kB gzip, which pushed the
// sign-in pages past the 100 kB first-load budget): the action validates with parseWithZod and
// replies with `submission.reply()`; the page reads that reply here. Inputs are uncontrolled, so
// what the buyer typed stays in them after a refused post with JavaScript; without it the
// server renders the reply's values back.

/** The browser's share of a form's zod rules, `getZodConstraint(schema)` sent by the loader. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

type Reply = SubmissionResult<string[]> | null | undefined;

/**
 * Reads one field of the form `formId` from the action's reply: the value to show (what was
 * submitted, else `defaults`), its first error and the native constraints of its zod rule.
 * `meta` labels it (Field) and also serves RegionFields; `props` go on any input, select or
 * textarea; `limits` are the rest of the rule for text inputs (textareas take the lengths).
 */
export function answerFields(
  formId: string,
  result: Reply,
  defaults: Partial<Record<string, string>> = {},
  constraint: FormConstraint = {},
) {
  // The field the browser lands on when the refusal is the page it loads (no JavaScript).
  const firstRefused = Object.entries(result?.error ?? {}).find(
    ([name, errors]) => name !== "" && Boolean(errors?.length),
  )?.[0];
  return (name: string) => {
    const errors = result?.error?.[name] ?? undefined;
    const submitted = result?.initialValue ? result.initialValue[name] : defaults[name];
    const value = typeof submitted === "string" ? submitted : "";
    const rule = constraint[name] ?? {};
    const required = rule.required || undefined;
    const meta = { id: `${formId}-${name}`, errorId: `${formId}-${name}-error`, errors } satisfies FieldMeta;
    return {
      meta: { ...meta, name, initialValue: value, required },
      props: {
        id: meta.id,
        name,
        defaultValue: value,
        required,
        autoFocus: name === firstRefused || undefined,
        ...errorAria(meta.errorId, errors?.[0]),
      },
      limits: {
        minLength: rule.minLength,
        maxLength: rule.maxLength,
        min: rule.min,
        max: rule.max,
        step: rule.step,
        pattern: rule.pattern,
      },
    };
  };
}

/** The reply's message for the whole form (conform keeps it under the empty name). */
export function formError(result: Reply): string | undefined {
  return result?.error?.[""]?.[0];
}
