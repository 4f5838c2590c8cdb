import { infoListLinks } from "~/components/InfoList";
import stylesheet from "./orders.css?url";

/** Status badges, the transaction table and the order detail share one small stylesheet. */
export const ordersLinks = () => [...infoListLinks(), { rel: "stylesheet", href: stylesheet }];
