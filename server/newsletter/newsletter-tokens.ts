import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a confirm or unsubscribe link (256 bits, URL-safe). */
export const newsletterToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so a copy of the database holds no working link. */
export const hashNewsletterToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A token as links carry it: anything longer or empty names nothing and is never hashed. */
export const plausibleToken = (token: string): boolean => token.length > 0 && token.length <= 100;
