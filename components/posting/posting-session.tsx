'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ApolloClientProvider } from '@/components/providers/apollo-provider';
import { useSession } from '@/lib/auth/session-client';
import type { GraphQLAudience } from '@/lib/apollo/request-headers';

/** Who the wizard's requests are for; token null until the browser has the session (operations wait). */
const Audience = createContext<GraphQLAudience | null>(null);

/** Gives islands their audience directly (PostingSession below; tests). */
export const PostingAudienceProvider = Audience.Provider;

export function usePostingAudience(): GraphQLAudience {
  const audience = useContext(Audience);
  if (!audience) throw new Error('usePostingAudience needs a PostingSession around it.');
  return audience;
}

/**
 * The wizard's client islands talk to /graphql as the signed-in user: the session token (session.jwt)
 * comes from /api/auth/session, as for the consent modal, and the browser Apollo client sends it.
 */
export function PostingSession({
  regionId,
  locale,
  children,
}: {
  regionId: string;
  locale: string;
  children: ReactNode;
}) {
  const session = useSession();
  const token = session.status === 'authenticated' ? (session.data.jwt ?? null) : null;
  return (
    <ApolloClientProvider regionId={regionId} locale={locale} token={token}>
      <PostingAudienceProvider value={{ regionId, locale, token, visualEditor: false }}>
        {children}
      </PostingAudienceProvider>
    </ApolloClientProvider>
  );
}
