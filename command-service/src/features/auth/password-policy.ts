import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ValidationError } from '@pm/domain';

/**
 * What a password chosen by a person must also be, beyond 8 to 128 characters (the schema's rule): not one
 * of the common and leaked passwords attackers try first (OWASP ASVS V2.1.7; the list ships with the
 * product, nothing is asked of the network), and not the username nor anything containing it. Checked when
 * a password is set (registration) or changed; a password stored before (the demo accounts') still signs
 * in. One-time passwords are random and need none of this.
 */

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess: it is on a list of leaked passwords. Please choose another';
export const PASSWORD_HAS_USERNAME_MESSAGE = 'The password must not contain your username';

const LIST_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** The list, read once: one password a line, lower case; `#` starts a comment line. */
export const commonPasswords = (): ReadonlySet<string> => {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
};

/** Why a password may not be chosen by `username`, or null. Compared without regard to letter case. */
export const passwordProblem = (password: string, username: string): string | null => {
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name !== '' && lower.includes(name)) return PASSWORD_HAS_USERNAME_MESSAGE;
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim())) return COMMON_PASSWORD_MESSAGE;
  return null;
};

/** Refuses a password `username` may not choose, naming the form's field (`password`, `newPassword`). */
export const assertAcceptablePassword = (password: string, username: string, field: string): void => {
  const problem = passwordProblem(password, username);
  if (problem === PASSWORD_HAS_USERNAME_MESSAGE)
    throw new ValidationError(PASSWORD_HAS_USERNAME_MESSAGE, { [field]: PASSWORD_HAS_USERNAME_MESSAGE });
  if (problem === COMMON_PASSWORD_MESSAGE)
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
};
