import { requireCustomer, validTokenParams } from "../http/auth.ts";
import { unauthenticated } from "../http/errors.ts";
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

  // The chat page's poll, every 3 s: its token is checked by the statement that reads the chat.
  router.post("/api/usermanagement/chat/ajax-request", async (req) => {
    const token = validTokenParams(req);
    const page = chatSince(req.host.db, token, await formFields(req));
    if (!page) throw unauthenticated();
    return json(page);
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
