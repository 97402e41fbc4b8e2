import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Always does the work of one verification, so unknown e-mails answer as slowly as wrong passwords. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const target = hash ?? (await dummyHash);
  try {
    const ok = await argon2.verify(target, password);
    return ok && !!hash;
  } catch {
    return false;
  }
}
