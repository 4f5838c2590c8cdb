import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { COMPARE_PATH } from "~/features/compare/list";

/** 'Bandingkan': adds the product to the buyer's comparison and opens it (a plain post, no JS needed). */
export function CompareButton({ productId, name }: { productId: number; name: string }) {
  return (
    <Form method="post" action={COMPARE_PATH} className="compare-add">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={productId} />
      <button type="submit" className="secondary outline" aria-label={`Bandingkan ${name}`}>
        Bandingkan
      </button>
    </Form>
  );
}
