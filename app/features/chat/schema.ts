// The chat's message form (000 §5 'Pesan Wajib Diisi'); the host keeps at most 2000 characters.
import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "~/features/chat/limits";
import { requiredText } from "~/features/auth/schema";

export const CHAT_REQUIRED = "Pesan Wajib Diisi";
export const CHAT_TOO_LONG = "Pesan maksimal 2000 karakter";

export const chatMessageSchema = z.object({
  message: requiredText(CHAT_REQUIRED).pipe(z.string().max(CHAT_MESSAGE_MAX, CHAT_TOO_LONG)),
});

/** The chat page's one form, named by its intent like every page's forms. */
export const chatActionSchema = z.discriminatedUnion("intent", [
  chatMessageSchema.extend({ intent: z.literal("send") }),
]);

export type ChatAction = z.infer<typeof chatActionSchema>;
