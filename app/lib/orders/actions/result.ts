/**
 * What an order-page handler answers when the page re-renders instead of redirecting: the form's
 * `intent`, whether it worked, the message to show (the host's when it refused), field errors and
 * the submitted values (nothing typed is lost). Browser-safe: the forms read it.
 */
export type OrderActionResult = {
  intent: string;
  ok: boolean;
  title?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};
