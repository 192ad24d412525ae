import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isNewPassword, isRegistrationPassword } from '@jumpers/rules/password';
import type { FieldProblem } from '../http/errors';

/** argon2id with 46 MiB and one pass (OWASP's first recommended setting). */
const argon2Options = {
  // Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax)
  algorithm: 2,
  memoryCost: 47_104,
  timeCost: 1,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// Verifying against this when the e-mail is unknown makes both answers take the same time.
const unknownUserHash = hashPassword('no account has this password');

/** Checks a password against a stored hash; with no hash it still spends the same time and says no. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await unknownUserHash, password);
    return false;
  }
  return verify(storedHash, password);
}

const commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
const leet: Record<string, string> = { '@': 'a', $: 's', '0': 'o', '1': 'i', '3': 'e', '5': 's', '!': 'i' };

/**
 * True when the password is one of the ~50,000 most common ones, also after the usual disguises: case, the
 * special characters our rules demand tacked on ('Password1!'), and leetspeak ('P@ssw0rd').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const withoutSymbols = lower.replaceAll(/[!@#$%^&*]/g, '');
  const unleet = [...lower].map((character) => leet[character] ?? character).join('');
  const candidates = [
    lower,
    withoutSymbols,
    unleet,
    unleet.replaceAll(/[!@#$%^&*]/g, ''),
    withoutSymbols.replace(/\d+$/, ''),
  ];
  return candidates.some((candidate) => candidate.length > 0 && commonPasswords.has(candidate));
}

export const passwordMessages = {
  registration: 'Password must contain at least 8 characters, including alphabet and special character.',
  change: 'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
  common: 'This password is too common. Please choose a less predictable one.',
};

/** The registration password: at least 8 characters, a letter and one of !@#$%^&*. */
export function registrationPasswordProblem(password: string): FieldProblem | undefined {
  if (!isRegistrationPassword(password)) {
    return { code: 'password_too_weak', message: passwordMessages.registration };
  }
  return isCommonPassword(password) ? { code: 'password_too_common', message: passwordMessages.common } : undefined;
}

/** A new password (change password and password reset): upper, lower, digit, one of !@#$%^&*, nothing else. */
export function newPasswordProblem(password: string): FieldProblem | undefined {
  if (!isNewPassword(password)) return { code: 'new_password_too_weak', message: passwordMessages.change };
  return isCommonPassword(password) ? { code: 'password_too_common', message: passwordMessages.common } : undefined;
}
