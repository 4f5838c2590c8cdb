import { useNavigation } from "@remix-run/react";
import { BANK_PAGE_PATH } from "~/features/payments/paths";

/** True while the bank payment page (the tab's BPD choice or its link) is being loaded client-side. */
export function useBankPageLoading(): boolean {
  const { state, location } = useNavigation();
  return state === "loading" && location?.pathname === BANK_PAGE_PATH;
}

/** The payment tab's shape while it loads (skeleton styles from the account area's sheet). */
export function PaymentTabSkeleton() {
  return (
    <section className="order-section payment-tab" aria-busy="true" aria-label="Memuat data pembayaran">
      <h2>Pembayaran</h2>
      <div className="payment-card" data-testid="payment-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton-line payment-skeleton-line" />
        ))}
      </div>
    </section>
  );
}
