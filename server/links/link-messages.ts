import messages from '../../messages/de.json';
import { formatMessage } from '../graphql/messages';

const m = messages.graphql.posting.link;

/** German messages of the link check (messages/de.json graphql.posting.link), for recruiters ("Sie"). */
export const linkMessages = {
  ...m,
  unknownHost: (host: string) => formatMessage(m.unknownHost, { host }),
  status: (status: number) => formatMessage(m.status, { status }),
} as const;
