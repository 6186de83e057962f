/** Password hashing with argon2id (the default algorithm of @node-rs/argon2). */
import { hash, verify } from '@node-rs/argon2';

/** A hash of a throw-away password, so unknown e-mails take as long to check as known ones. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  // memoryCost in KiB; 19 MiB / 2 passes is OWASP's argon2id baseline.
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
