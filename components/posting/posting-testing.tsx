import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import messages from '@/messages/de.json';
import { createBrowserLink } from '@/lib/apollo/browser-link';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';
import { PostingAudienceProvider } from './posting-session';

/** saveJobPosting's answer for posting p1, with the field errors a test wants. */
export function savedPosting(errors: Array<{ field: string; message: string }> = []) {
  const posting = {
    __typename: 'JobPosting',
    id: 'p1',
    state: 'draft',
    updatedAt: '2026-11-24T05:00:00Z',
    missing: [],
  };
  return { saveJobPosting: { __typename: 'SaveJobPostingResult', posting, errors } };
}

/**
 * What the wizard's islands run in, against a real local HTTP server (lib/apollo/test-graphql-server.ts):
 * the German messages, the browser Apollo client with its docs/product.md §7 headers, and the audience with the token.
 */
export function PostingTestProviders({
  url,
  token = 'session-jwt',
  children,
}: {
  url: string;
  token?: string | null;
  children: ReactNode;
}) {
  const session = { regionId: 'rosenheim', locale: 'de', token };
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: createBrowserLink({ uri: url, getSession: () => session, getPageSearch: () => '' }),
    defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
  });
  return (
    <NextIntlClientProvider
      locale="de"
      timeZone="Europe/Berlin"
      messages={{ posting: messages.posting, salary: messages.salary }}
    >
      <ApolloProvider client={client}>
        <PostingAudienceProvider value={{ ...session, visualEditor: false }}>{children}</PostingAudienceProvider>
      </ApolloProvider>
    </NextIntlClientProvider>
  );
}
