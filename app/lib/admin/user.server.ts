// The signed-in buyer as the host knows them (GET user).
import { z } from "zod";
import { adminClient, dataOf, file, numeric } from "~/lib/admin/client.server";
import type { AppSession } from "~/lib/session.server";

const userSchema = z.object({
  id: numeric,
  name: z.string().nullish(),
  username: z.string(),
  image: file,
  email: z.string(),
  instance_name: z.string().nullish(),
  phone: z.string().nullish(),
  nip: z.string().nullish(),
  name_pp: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

// The host may wrap the user once ({data: user}) or answer it bare; accept both.
const userBody = z.union([dataOf(userSchema), userSchema]);

/**
 * GET user with the session's token; a 401 ends the session (see adminClient). A caller that has
 * read the session passes it, so the cookie is not opened again.
 */
export async function getCurrentUser(request: Request, session?: AppSession): Promise<User> {
  const admin = await adminClient(request, session);
  return admin.get("user", userBody);
}
