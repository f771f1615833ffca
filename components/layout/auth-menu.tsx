'use client';

import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { type AccountEntry, entriesFor } from '@/lib/auth/account-menu';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { headerSignInHref } from '@/lib/auth/dispatch';
import { runDispatchFromLocation } from '@/lib/auth/dispatch-client';
import { useSession } from '@/lib/auth/session-client';
import { type EmployerLink, employerLinks, phoneShortcut } from '@/lib/posting/access';
import { publicPathOfRoute, type SitePaths } from '@/lib/routing/public-path';
import type { ConsentLabels } from '@/components/consent/consent-prompt';
import { AccountMenu } from './account-menu';
import { BottomMenu } from './bottom-menu';
import styles from './auth-menu.module.scss';

// Signed-in users only: anonymous visitors never download the modal or the GraphQL client it brings.
const ConsentPrompt = lazy(() => import('@/components/consent/consent-prompt'));

/** The docs/product.md §4 consent modal's site and texts; null where the site has GDPR consent off. */
export type ConsentSetup = { regionId: string; locale: string; labels: ConsentLabels } | null;

/** A menu item; `short` names it in the phone's bottom menu, `seekerOnly` leaves it out there for employers. */
type Item = { href: string; label: string; short?: string; seekerOnly?: boolean };
export type AuthMenuLabels = {
  signIn: string;
  signOut: string;
  signedInAs: string;
  bottomMenu: string;
  /** "Mein Bereich": the account menu's button on phones and its name everywhere. */
  accountMenu: string;
};

/**
 * The signed-in state of the page shell, as a small client island: pages stay static (the layout reads no
 * cookies); the island asks /api/auth/session (docs/product.md §4: again on window focus and when another tab signs in
 * or out). Shows "Anmelden" or the user's name, which opens the account menu of their own pages, and "Abmelden";
 * on small screens the bottom menu for signed-in users (docs/product.md §2) with the same account menu; runs a
 * pending docs/product.md §2 dispatch, and sends a session whose user no longer loads to /user/logout.
 */
export function AuthMenu({
  address,
  labels,
  bottomItems,
  employerItems,
  accountEntries,
  forEmployers,
  consent,
  site,
}: {
  /** The public path and query the visitor asked for (from the proxy); null where the page was not proxied. */
  address: string | null;
  labels: AuthMenuLabels;
  bottomItems: Item[];
  /** Shown to recruiters and admin-like users (docs/product.md §6): the job wizard and the review queue. */
  employerItems: Record<Exclude<EmployerLink, 'workspace'>, Item & { short: string }>;
  /** Every page of the account menu on this site; each user sees those of their roles. */
  accountEntries: AccountEntry[];
  /** The page for employers: for visitors and job seekers; recruiters get their workspace links instead. */
  forEmployers: Item;
  consent: ConsentSetup;
  site: SitePaths;
}) {
  const session = useSession();
  const { data, status } = session;
  const invalid = session.status === 'unauthenticated' && !!session.invalid;
  const pathname = usePathname() ?? '/';
  const gone = data?.error === 'SessionUserGone';
  const user = gone ? undefined : data?.user;
  // The sign-in link returns to the page: the server renders the address the proxy saw (without script that
  // is the link); in the browser it follows the address bar's path and query.
  const [signIn, setSignIn] = useState(() => headerSignInHref(address ?? publicPathOfRoute(pathname, site)));
  useEffect(() => setSignIn(headerSignInHref(currentAddress())), [pathname]);

  useEffect(() => {
    // docs/product.md §2: a session exists but its user does not load → end it at /user/logout. A full load, so no
    // client state of the ended session survives.
    if (gone && !pathname.startsWith(AUTH_PAGES.signOut)) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${AUTH_PAGES.signOut}?reason=session`);
    }
  }, [gone, pathname]);

  useEffect(() => {
    // docs/product.md §4: an invalid session (its cookie is already deleted) goes to the front page, as a full load.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (invalid && pathname !== '/') window.location.assign('/');
  }, [invalid, pathname]);

  useEffect(() => {
    if (status !== 'loading') runDispatchFromLocation(status === 'authenticated' && !!user);
  }, [status, user]);

  if (!user) {
    // A search changes the query without a new pathname: the link takes the address as it is when used.
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      event.currentTarget.href = headerSignInHref(currentAddress());
    };
    return (
      <div className={styles.account} data-auth-state={status === 'loading' ? 'loading' : 'anonymous'}>
        <a href={forEmployers.href} className={styles.employerLink}>
          {forEmployers.label}
        </a>
        <a href={signIn} className={styles.signIn} onClick={follow} onAuxClick={follow} onContextMenu={follow}>
          <PersonIcon />
          <span className={styles.signInLabel}>{labels.signIn}</span>
        </a>
      </div>
    );
  }

  const name = user.name || user.email || '';
  const roles = user.roles ?? [];
  const links = employerLinks(roles);
  const shortcut = phoneShortcut(links);
  const entries = entriesFor(accountEntries, roles);
  return (
    <div className={styles.account} data-auth-state="signed-in">
      {/* From tablet width on: the name opens the account menu (docs/product-decisions.md "The account menu"). */}
      <div className={styles.wide}>
        <AccountMenu entries={entries} label={labels.accountMenu} pathname={pathname} variant="dropdown">
          <span className="visually-hidden">{labels.accountMenu}:</span>{' '}
          <span className={styles.name} title={labels.signedInAs.replace('{name}', name)}>
            {name}
          </span>
        </AccountMenu>
      </div>
      {links.length === 0 ? (
        <a href={forEmployers.href} className={styles.employerLink}>
          {forEmployers.label}
        </a>
      ) : (
        <a href={employerItems.post.href} className={styles.employerLink}>
          {employerItems.post.label}
        </a>
      )}
      <a href={AUTH_PAGES.signOut} className={styles.signOut}>
        {labels.signOut}
      </a>
      <BottomMenu
        items={[
          ...bottomItems.filter((item) => !(links.length > 0 && item.seekerOnly)),
          ...(shortcut ? [{ href: employerItems[shortcut].href, label: employerItems[shortcut].short }] : []),
        ]}
        entries={entries}
        labels={{ menu: labels.bottomMenu, account: labels.accountMenu, signOut: labels.signOut }}
        pathname={pathname}
      />
      {consent && data?.jwt && user.email && (
        <Suspense fallback={null}>
          <ConsentPrompt
            key={user.id}
            regionId={consent.regionId}
            locale={consent.locale}
            token={data.jwt}
            user={{ id: user.id, email: user.email }}
            labels={consent.labels}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The page's address as the visitor sees it (public path and query). */
function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** On phones the header has room for an icon only; the link keeps its text for screen readers. */
function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
