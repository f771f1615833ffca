import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';

/** The German messages the account islands run with in the browser. */
export function AccountTestProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ account: messages.account }}>
      {children}
    </NextIntlClientProvider>
  );
}
