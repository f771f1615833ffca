import messages from '../../../messages/de.json';

/** The German texts of orders (messages/de.json graphql.commerce; employers are addressed with "Sie"). */
export const commerceMessages = messages.graphql.commerce;

/** A refusal of the order domain with its GraphQL code and German message (resolvers pass both on). */
export class CommerceError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN',
    message: string,
    /** The argument a BAD_USER_INPUT is about, so a form shows the message next to that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}
