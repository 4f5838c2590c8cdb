// Orders with their four figures: a package's orders, and those without budget data.
import { Link } from "@remix-run/react";
import { ListTable, type Column } from "~/components/ui/ListTable";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { formatCount } from "~/lib/format";
import { StatusBadge } from "~/features/orders/StatusBadge";
import { detailHref } from "~/features/orders/tabs";
import { FIGURE_LABELS, inRupiah } from "./texts";
import type { OrderView } from "./view.server";

const amount = (figure: keyof OrderView["figures"]): Column<OrderView> => ({
  label: inRupiah(FIGURE_LABELS[figure]),
  cell: (row) => formatCount(row.figures[figure]),
  className: "num",
});

const invoice = (links: boolean): Column<OrderView> => ({
  label: "ID Pembelian",
  cell: (row) => (links ? <Link to={detailHref(row.id)}>{row.invoice}</Link> : row.invoice),
  className: "invoice",
});

const COMMON: Column<OrderView>[] = [
  { label: "Tanggal", cell: (row) => row.date },
  { label: "Status", cell: (row) => <StatusBadge status={row.status} /> },
];

type Props = {
  orders: readonly OrderView[];
  caption: string;
  /** Only what the order is worth (orders without budget data count nowhere else yet). */
  orderedOnly?: boolean;
  /** Links to each order (not on paper). */
  links?: boolean;
  testId: string;
};

export function OrderFiguresTable({ orders, caption, orderedOnly, links = true, testId }: Props) {
  const figures = orderedOnly
    ? [amount("ordered")]
    : [amount("ordered"), amount("agreed"), amount("paid"), amount("received")];
  return (
    <ScrollRegion label={`Tabel ${caption}`}>
      <ListTable
        columns={[invoice(links), ...COMMON, ...figures]}
        rows={orders}
        rowKey={(row) => row.id}
        caption={caption}
        className="order-figures"
        testId={testId}
      />
    </ScrollRegion>
  );
}
