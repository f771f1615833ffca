'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { useApolloClient } from '@apollo/client/react';
import { createBrowserLink, createSsrGuardLink } from '@/lib/apollo/browser-link';
import { readBrowserSession, setBrowserSession } from '@/lib/apollo/browser-session';
import { GRAPHQL_DEFAULT_OPTIONS } from '@/lib/apollo/default-options';

type Props = {
  regionId: string;
  locale: string;
  /** The encoded session token (`session.jwt`), or null when signed out. */
  token: string | null;
  children: ReactNode;
};

function makeClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: typeof window === 'undefined' ? createSsrGuardLink() : createBrowserLink({ getSession: readBrowserSession }),
    defaultOptions: GRAPHQL_DEFAULT_OPTIONS,
  });
}

/** Gives client components the browser Apollo client (docs/product.md §7 batched link, bearer and frontend headers). */
export function ApolloClientProvider({ regionId, locale, token, children }: Props) {
  // Set during render so that queries started by children in this same commit already carry it.
  setBrowserSession({ regionId, locale, token });
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
