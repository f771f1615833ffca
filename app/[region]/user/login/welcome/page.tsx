import { redirect } from 'next/navigation';
import { socialSignUpLanding } from '@/lib/auth/sign-up-landing';
import { CALLBACK_PARAM } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { pageOrigin, type SearchParams } from '../../_auth/page-helpers';

/**
 * next-auth's newUser page: a first social sign-in, which created the account, passes here once on its way to the
 * flow's page, which gets the sign-up marker (docs/product-decisions.md "Social login").
 */
export default async function WelcomePage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = firstValue((await searchParams)[CALLBACK_PARAM]);
  redirect(socialSignUpLanding(callbackUrl, await pageOrigin()));
}
