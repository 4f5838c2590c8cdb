import { Suspense, type ComponentProps } from "react";
import { modalViews } from "../order-views";

/** ./NegotiationModals, its code loaded only once the URL names a modal. */
export function LazyNegotiationModals(props: ComponentProps<typeof modalViews.negotiation>) {
  if (!props.modal) return null;
  return (
    <Suspense fallback={null}>
      <modalViews.negotiation {...props} />
    </Suspense>
  );
}
