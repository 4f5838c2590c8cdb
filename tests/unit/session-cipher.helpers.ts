// Counts how often a session cookie is opened, for the tests that show it is decrypted once per
// request (issue 32). A test file puts this module's counting cipher in place of the real one:
//
//   vi.mock("~/lib/session-crypto.server", async (original) =>
//     (await import("<relative path>/session-cipher.helpers")).countingCipher(original),
//   );
//   import { opened } from "<relative path>/session-cipher.helpers";
//
// vi.mock's factory is hoisted above the file's imports, so it cannot use them: it reaches this
// module by a dynamic import instead, which is the same module (and the same count) as the file's
// own import. This module imports the cipher's types only, so loading it loads no session code.
import type * as SessionCrypto from "~/lib/session-crypto.server";

/** How many times a session cookie was opened; a test sets it to 0 before what it counts. */
export const opened = { count: 0 };

/**
 * The cipher module as it is (`original`: vi.mock's import of the real one), but for
 * `createSessionCipher`, whose ciphers count every `open`.
 */
export async function countingCipher(original: <T>() => Promise<T>): Promise<typeof SessionCrypto> {
  const real = await original<typeof SessionCrypto>();
  return {
    ...real,
    createSessionCipher: (secrets: readonly string[]) => {
      const cipher = real.createSessionCipher(secrets);
      return {
        seal: cipher.seal,
        open: (sealed: string) => {
          opened.count++;
          return cipher.open(sealed);
        },
      };
    },
  };
}
