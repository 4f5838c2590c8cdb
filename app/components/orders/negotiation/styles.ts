import stylesheet from "./negotiation.css?url";

/** The negotiation and budget-form stylesheet, linked by the order-detail route. */
export const negotiationLinks = () => [{ rel: "stylesheet", href: stylesheet }];
