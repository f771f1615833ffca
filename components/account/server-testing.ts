import { createFormatter, createTranslator } from 'next-intl';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import messages from '@/messages/de.json';

/**
 * What `next-intl/server` gives a Server Component, made from the German messages (tests mock the module
 * with it), and a render of an async Server Component tree to HTML (React's static renderer awaits them).
 */
export const intlServer = {
  getTranslations: async (namespace?: string) =>
    createTranslator({ locale: 'de', messages, namespace: namespace as never, timeZone: 'Europe/Berlin' }),
  getFormatter: async () => createFormatter({ locale: 'de', timeZone: 'Europe/Berlin' }),
};

export async function renderServer(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
