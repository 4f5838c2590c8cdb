// The chat's limits, apart from its zod schema so that the page's JavaScript carries no zod.

/** The host keeps at most 2000 characters per message (docs/admin-api.md "Chat"). */
export const CHAT_MESSAGE_MAX = 2000;
