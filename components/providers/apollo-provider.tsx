'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { useApolloClient } from '@apollo/client/react';
import { createBrowserLink, createSsrGuardLink, type BrowserSession } from '@/lib/apollo/browser-link';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';

type Props = {
  regionId: string;
  locale: string;
  /** The encoded session token (`session.jwt`), or null when signed out. */
  token: string | null;
  children: ReactNode;
};

// The integration keeps one browser client per page load (a window singleton), so its link cannot
// close over props; it reads the latest ones from here. Written only in the browser, never during SSR,
// where module state would be shared between requests.
let browserSession: BrowserSession | null = null;

function readBrowserSession(): BrowserSession {
  if (!browserSession) throw new Error('ApolloClientProvider has not rendered yet.');
  return browserSession;
}

function makeClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: typeof window === 'undefined' ? createSsrGuardLink() : createBrowserLink({ getSession: readBrowserSession }),
    defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
  });
}

/** Gives client components the browser Apollo client (§7 batched link, bearer and frontend headers). */
export function ApolloClientProvider({ regionId, locale, token, children }: Props) {
  // Set during render so that queries started by children in this same commit already carry it.
  if (typeof window !== 'undefined') browserSession = { regionId, locale, token };
  return (
    <ApolloNextAppProvider makeClient={makeClient}>
      <ResetOnSignInChange signedIn={token !== null} />
      {children}
    </ApolloNextAppProvider>
  );
}

/**
 * Signing in or out without a page load must not show the previous visitor's cached data: the store is
 * reset and active queries refetch with the new token. A refreshed token of the same session keeps it.
 */
function ResetOnSignInChange({ signedIn }: { signedIn: boolean }) {
  const client = useApolloClient();
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    void client.resetStore();
  }, [client, signedIn]);
  return null;
}
