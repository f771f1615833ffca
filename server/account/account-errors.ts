import messages from '../../messages/de.json';

/** The German texts of the account domain (job seekers: "du"). */
export const accountMessages = messages.account.errors;

export type AccountErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE';

/**
 * A refusal of the account domain with its API code and German message; `field` names the form field the
 * message belongs next to. The GraphQL layer turns it into an API error (server/schema/account/).
 */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}
