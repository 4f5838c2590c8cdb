// The order page's frame: invoice, date and status, the page-wide actions (print, buy again)
// and the tab navigation, each tab a link so the server renders it without JavaScript.
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { FormAnswer as Answer } from "~/lib/forms/answer";
import { REORDER_INTENT } from "~/features/orders/intents";
import { detailHref, type TabId } from "~/features/orders/tabs";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { StatusBadge } from "./StatusBadge";

type HeadProps = {
  transactionId: number;
  invoice: string;
  status: string;
  orderedOn: string;
};

export function OrderHead({ transactionId, invoice, status, orderedOn }: HeadProps) {
  const navigation = useNavigation();
  const reordering = navigation.state !== "idle" && navigation.formData?.get("intent") === REORDER_INTENT;
  // Its only refusal is a busy host (the cart says what it refused once the buyer is there).
  const answer = useActionData<Answer | null>();
  return (
    <header className="order-head">
      <div>
        <h1>Detail Transaksi</h1>
        <p>
          <strong data-testid="order-invoice">
            <bdi>{invoice}</bdi>
          </strong>{" "}
          · <span>{orderedOn}</span> · <StatusBadge status={status} />
        </p>
      </div>
      <div className="order-head-actions">
        <a
          href={`/profil/detailtransaksi/cetak?id_transaksi=${transactionId}`}
          role="button"
          className="secondary outline"
        >
          Cetak
        </a>
        {/* Posted to the parent route (the order page's plain address without `index`). */}
        <FormAnswer answer={answer} intent={REORDER_INTENT} formId="beli-lagi" />
        <Form id="beli-lagi" method="post" action={detailHref(transactionId)}>
          <AuthenticityTokenInput />
          <button
            type="submit"
            name="intent"
            value={REORDER_INTENT}
            disabled={reordering}
            aria-busy={reordering || undefined}
          >
            {reordering ? "Memproses..." : "Beli lagi"}
          </button>
        </Form>
      </div>
    </header>
  );
}

type NavProps = { transactionId: number; tab: TabId; tabs: readonly { id: TabId; label: string }[] };

export function OrderTabNav({ transactionId, tab, tabs }: NavProps) {
  return (
    <nav className="order-tabs" aria-label="Tab transaksi">
      <ul>
        {tabs.map((entry) => (
          <li key={entry.id}>
            <Link
              to={detailHref(transactionId, entry.id)}
              aria-current={entry.id === tab ? "page" : undefined}
              preventScrollReset
              // Each tab is a route: Remix fetches its code and data as the pointer reaches the link.
              prefetch="intent"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
