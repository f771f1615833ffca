import messages from '../../messages/de.json';

/** The German texts of posting jobs (messages/de.json graphql.posting; employers are addressed with "Sie"). */
export const postingMessages = messages.graphql.posting;
