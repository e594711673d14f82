import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id. */
const OPTIONS: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    // A damaged stored hash is a failed sign-in, not a server error that would tell the account exists.
    return false;
  }
}
