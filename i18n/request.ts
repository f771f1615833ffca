import { getRequestConfig } from 'next-intl/server';
import messages from '@/messages/de.json';

/**
 * docs/product.md §1: German is the only locale, so the locale is fixed and needs no request data (pages stay static).
 */
export default getRequestConfig(async () => ({
  locale: 'de',
  messages,
  timeZone: 'Europe/Berlin',
}));
