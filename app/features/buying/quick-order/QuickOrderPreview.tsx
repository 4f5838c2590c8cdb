import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { CART } from "~/features/buying/cart";
import { formatCount, formatRupiah } from "~/lib/format";
import { intentField, type FormAnswer as Answer } from "~/lib/forms/answer";
import { OK } from "~/lib/forms/texts";
import { field, FORM_ID, type PreviewIntent } from "./form";
import { parseQuantity } from "./lines";
import { chosenProduct, lineProblems, readyTotal, type PreviewLine, type ProductChoice } from "./preview";
import { overStock, TEXT } from "./texts";

type Props = { lines: PreviewLine[]; answer?: Answer };

/**
 * The preview: every line with what it found and whether it can go into the cart. The lines
 * travel in this form's fields (decision 0002). Without JavaScript "Perbarui" has the server
 * check the quantities and choices again; with it the same rule (preview.ts) answers at once, and
 * a line's "Hapus" takes it out on the page.
 */
export function QuickOrderPreview({ lines: initial, answer }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [lines, setLines] = useState(initial);
  const problems = lineProblems(lines);
  const ready = problems.filter((problem) => problem === null).length;
  const intent = intentField<PreviewIntent>;
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "tambah";
  const change = (key: number, update: Partial<PreviewLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...update } : line)));

  return (
    <>
      <p>{TEXT.previewIntro}</p>
      <FormAnswer answer={answer} intent="tambah" formId={FORM_ID.preview} ok={OK} />
      <Form method="post" id={FORM_ID.preview} className="quick-order-preview">
        <AuthenticityTokenInput />
        <ol className="quick-order-lines">
          {lines.map((line, index) => (
            <PreviewRow
              key={line.key}
              line={line}
              problem={problems[index]}
              onChange={(update) => change(line.key, update)}
              // The last line goes through the server, which then shows the list's form again.
              onRemove={
                hydrated && lines.length > 1
                  ? () => setLines((current) => current.filter((other) => other.key !== line.key))
                  : undefined
              }
            />
          ))}
        </ol>
        <p className="quick-order-summary" role="status">
          Siap ditambahkan: <strong data-testid="ready-count">{formatCount(ready)}</strong> dari{" "}
          {formatCount(lines.length)} baris. Total Harga:{" "}
          <strong data-testid="ready-total">{formatRupiah(readyTotal(lines, problems))}</strong>
        </p>
        <div className="quick-order-actions">
          <button type="submit" {...intent("tambah")} disabled={adding} aria-busy={adding}>
            {TEXT.add}
          </button>
          {hydrated ? null : (
            <button type="submit" {...intent("perbarui")} className="secondary" formNoValidate>
              {TEXT.update}
            </button>
          )}
          {ready < lines.length ? (
            <button type="submit" {...intent("buang")} className="secondary outline" formNoValidate>
              {TEXT.dropProblems}
            </button>
          ) : null}
          <button type="submit" {...intent("ubah")} className="secondary outline" formNoValidate>
            {TEXT.edit}
          </button>
          <Link to={CART} role="button" className="secondary outline">
            {TEXT.back}
          </Link>
        </div>
      </Form>
    </>
  );
}

type RowProps = {
  line: PreviewLine;
  problem: string | null;
  onChange: (update: Partial<PreviewLine>) => void;
  /** With JavaScript: the line leaves the page at once. */
  onRemove?: () => void;
};

function PreviewRow({ line, problem, onChange, onRemove }: RowProps) {
  const { key, found } = line;
  const qtyId = `${FORM_ID.preview}-${field.qty(key)}`;
  const statusId = `${FORM_ID.preview}-status-${key}`;
  // The quantity is at fault when it cannot be read or is more than the stock takes.
  const product = chosenProduct(line);
  const qtyRefused =
    !parseQuantity(line.qtyText).ok || (product !== null && problem === overStock(product.inCart));
  return (
    <li className="quick-order-line" data-testid={`quick-order-line-${key}`}>
      <input type="hidden" name={field.line} value={key} />
      <input type="hidden" name={field.source(key)} value={line.source} />
      <input type="hidden" name={field.ask(key)} value={line.ask} />
      <div className="quick-order-ask">
        <small>{line.source}</small>
        {/* What the buyer wrote, isolated: a U+202E in it reorders nothing beside it. */}
        <bdi>{line.ask || "-"}</bdi>
      </div>
      <div className="quick-order-found">
        {found.kind === "product" ? (
          <>
            <input type="hidden" name={field.chosen(key)} value={found.product.id} />
            <ProductFacts product={found.product} />
          </>
        ) : null}
        {found.kind === "choose" ? (
          <fieldset>
            <legend>{TEXT.chooseLegend}</legend>
            {found.candidates.map((candidate) => (
              <label key={candidate.id}>
                <input
                  type="radio"
                  name={field.chosen(key)}
                  value={candidate.id}
                  required
                  checked={line.chosen === candidate.id}
                  onChange={() => onChange({ chosen: candidate.id })}
                />
                <ProductFacts product={candidate} />
              </label>
            ))}
            {found.more ? <small>{TEXT.more}</small> : null}
          </fieldset>
        ) : null}
      </div>
      <div className="quick-order-qty">
        <label htmlFor={qtyId}>
          Jumlah<span className="visually-hidden"> {line.source}</span>
        </label>
        <input
          id={qtyId}
          name={field.qty(key)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={line.qtyText}
          aria-describedby={statusId}
          aria-invalid={qtyRefused || undefined}
          onChange={(event) => onChange({ qtyText: event.currentTarget.value })}
        />
      </div>
      <p id={statusId} className={problem === null ? "quick-order-ready" : "quick-order-problem"}>
        {problem ?? TEXT.ready}
      </p>
      <button
        type="submit"
        name={field.remove}
        value={key}
        className="secondary outline"
        formNoValidate
        aria-label={`${TEXT.remove} ${line.source}`}
        onClick={
          onRemove
            ? (event) => {
                event.preventDefault();
                onRemove();
              }
            : undefined
        }
      >
        {TEXT.remove}
      </button>
    </li>
  );
}

function ProductFacts({ product }: { product: ProductChoice }) {
  return (
    <span className="quick-order-product">
      <strong>{product.name}</strong>
      <small>
        ID {product.id} · {formatRupiah(product.price)} · Stok {formatCount(product.stock)}
        {product.inCart > 0 ? ` · di keranjang ${formatCount(product.inCart)}` : ""}
      </small>
    </span>
  );
}
