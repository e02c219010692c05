/**
 * Console passwords: argon2id (memory-hard, OWASP's first choice) with @node-rs/argon2's
 * defaults (19 MiB, 2 passes, 1 lane), and the few rules a password must meet.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified when the e-mail is unknown, so that an unknown account costs the same time as a wrong
 * password and timing does not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'sameAsEmail' | 'oneCharacter';

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'sameAsEmail';
  if (new Set(password).size === 1) return 'oneCharacter';
  return undefined;
}

export const PASSWORD_RULES_EN = `at least ${PASSWORD_MIN_LENGTH} characters, at most ${PASSWORD_MAX_LENGTH}, not the e-mail address, not one character repeated`;

/** A password for an account created or reset without one: 20 characters from 120 random bits. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
