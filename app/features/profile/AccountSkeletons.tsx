// 001 §2's loading states of the account area: the page's shape in grey while a client-side
// navigation to it loads (decision 0010: only while the data is really on its way).
import { useLocation, useNavigation } from "@remix-run/react";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { OrderPageSkeleton } from "~/features/orders/OrderSkeletons";
import type { DETAIL_PATH } from "~/features/orders/tabs";
import { DASHBOARD_PATH, EDIT_PATH } from "~/features/profile/paths";

type FrameProps = { title: string; label: string; className?: string; children: ReactNode };

/** The page's own title, then grey blocks where its data will be. */
function SkeletonFrame({ title, label, className, children }: FrameProps) {
  return (
    <section
      className={className ? `profile-skeleton ${className}` : "profile-skeleton"}
      aria-busy="true"
      aria-label={label}
    >
      <h1>{title}</h1>
      {children}
    </section>
  );
}

const blocks = (count: number, className: string) =>
  Array.from({ length: count }, (_, index) => <span key={index} className={className} />);

/** The profile edit page (/profil/skeleton-sunting and while it loads): the photo and the fields. */
export function ProfileSkeleton() {
  return (
    <SkeletonFrame title="Sunting Pengguna" label="Memuat data pengguna" className="profile-edit">
      <div className="photo-field">
        <span className="profile-photo skeleton-block" />
        <span className="skeleton-line" />
      </div>
      <div className="profile-grid">
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index}>
            <span className="skeleton-line skeleton-label" />
            <span className="skeleton-line skeleton-input" />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}

/** The dashboard: the institution's photo and data, then the transaction table. */
export function DashboardSkeleton() {
  return (
    <SkeletonFrame title="Beranda" label="Memuat data beranda" className="dashboard-skeleton">
      <article className="institution">
        <span className="photo skeleton-block" />
        <div>
          <span className="skeleton-line skeleton-heading" />
          {blocks(7, "skeleton-line")}
        </div>
      </article>
      <h2>Daftar Transaksi</h2>
      {blocks(5, "skeleton-line skeleton-row")}
    </SkeletonFrame>
  );
}

/** Detail Pesanan's address, written out (its type checks it against ~/features/orders/tabs): the
 *  account frame does not load that module for it. */
const ORDER_DETAIL_PATH: typeof DETAIL_PATH = "/profil/detailtransaksi";

const SKELETONS: Record<string, ComponentType> = {
  [EDIT_PATH]: ProfileSkeleton,
  [DASHBOARD_PATH]: DashboardSkeleton,
  [ORDER_DETAIL_PATH]: OrderPageSkeleton,
};

/**
 * The skeleton of the account page a client-side navigation is loading, if it has one; none for
 * a change of the page on screen (its table's next page, a form's answer) or from a page under
 * it (an order's other tab: the order page shows the tab's skeleton under its head).
 */
export function useLoadingSkeleton(): ReactElement | null {
  const navigation = useNavigation();
  const here = useLocation().pathname;
  if (navigation.state !== "loading") return null;
  const loading = navigation.location.pathname;
  if (here === loading || here.startsWith(`${loading}/`)) return null;
  const Skeleton = SKELETONS[loading];
  return Skeleton ? <Skeleton /> : null;
}
