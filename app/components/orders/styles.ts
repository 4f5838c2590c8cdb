import stylesheet from "./orders.css?url";

/** Status badges, the transaction table and the order detail share one small stylesheet. */
export const ordersLinks = () => [{ rel: "stylesheet", href: stylesheet }];
