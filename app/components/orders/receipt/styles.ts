import stylesheet from "./receipt.css?url";

/** The Penerimaan tab's stylesheet (its table's phone layout is orders.css's .stack-table). */
export const receiptLinks = () => [{ rel: "stylesheet", href: stylesheet }];
