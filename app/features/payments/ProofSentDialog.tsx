import { SuccessDialog } from "~/components/ui/ResultDialog";
import { PROOF_MESSAGES } from "~/features/payments/forms";

/** After a sent proof: 'Selamat File Anda telah dikirim', Oke to the order's payment tab. */
export function ProofSentDialog({ okTo }: { okTo: string }) {
  return <SuccessDialog name="buktiterkirim" message={PROOF_MESSAGES.sent} okTo={okTo} />;
}
