import { requireCustomer } from "../http/auth.ts";
import { json, type Router } from "../http/router.ts";
import { chatCount, chatHistory, chatSince, postMessage } from "../orders/chat.ts";
import { formFields } from "./transaction-request.ts";

export function register(router: Router): void {
  router.get("/api/usermanagement/chat/detail", (req) => {
    const customer = requireCustomer(req);
    return json(chatHistory(req.host.db, customer.id));
  });

  // The account menu's badge: counts, not the conversation.
  router.get("/api/usermanagement/chat/count", (req) => {
    const customer = requireCustomer(req);
    return json({ data: chatCount(req.host.db, customer.id) });
  });

  router.post("/api/usermanagement/chat/ajax-request", async (req) => {
    const customer = requireCustomer(req);
    return json(chatSince(req.host.db, customer.id, await formFields(req)));
  });

  router.post("/api/usermanagement/chat/reply", async (req) => {
    const customer = requireCustomer(req);
    const fields = await formFields(req);
    return json(
      { message: "Pesan terkirim", data: postMessage(req.host.db, customer.id, fields.message, true) },
      201,
    );
  });
}
