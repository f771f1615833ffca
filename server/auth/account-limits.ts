/**
 * The limits of the account forms, checked by the server and shown by the forms' pages. Plain constants
 * only: the front end reads them through the data gate's contract (lib/contract.ts), which client
 * components import, so this file must never pull in the database or Node APIs.
 */

export const PASSWORD_MIN_LENGTH = 10;

/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * An address with one @, no spaces or quotes, and a domain with at least one dot; umlauts allowed on both
 * sides (müller.de is a real German domain). Zod's default e-mail pattern is ASCII-only.
 */
export const EMAIL_PATTERN = /^[^\s@"<>(),;:\\]{1,64}@(?=[^@]{1,253}$)[^\s@"<>(),;:\\.]+(?:\.[^\s@"<>(),;:\\.]+)+$/u;

/** How long a sign-up waits for its link to be used. */
export const REGISTRATION_MAX_AGE_SECONDS = 60 * 60;

/** A password reset link works ten minutes, once. */
export const PASSWORD_RESET_MINUTES = 10;
