'use client';

import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { signInHref } from '@/lib/auth/dispatch';
import { runDispatchFromLocation } from '@/lib/auth/dispatch-client';
import { useSession } from '@/lib/auth/session-client';
import { type EmployerLink, employerLinks, phoneEmployerLinks } from '@/lib/posting/access';
import { isMenuItemActive } from '@/lib/routing/links';
import { publicPathOfRoute, type SitePaths } from '@/lib/routing/public-path';
import type { ConsentLabels } from '@/components/consent/consent-prompt';
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
  accountLabel: string;
  bottomMenu: string;
};

/**
 * The signed-in state of the page shell, as a small client island: pages stay static (the layout reads no
 * cookies); the island asks /api/auth/session (docs/product.md §4: again on window focus and when another tab signs in
 * or out). Shows "Anmelden" or the user's name and "Abmelden", the bottom menu for signed-in users on small
 * screens (docs/product.md §2), runs a pending docs/product.md §2 dispatch, and sends a session whose user no longer
 * loads to /user/logout.
 */
export function AuthMenu({
  address,
  labels,
  bottomItems,
  employerItems,
  forEmployers,
  consent,
  site,
}: {
  /** The public path and query the visitor asked for (from the proxy); null where the page was not proxied. */
  address: string | null;
  labels: AuthMenuLabels;
  bottomItems: Item[];
  /** Shown to recruiters and admin-like users (docs/product.md §6): the job wizard and the review queue. */
  employerItems: Record<EmployerLink, Item>;
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
  const [signIn, setSignIn] = useState(() => signInHref(address ?? publicPathOfRoute(pathname, site)));
  useEffect(() => setSignIn(signInHref(currentAddress())), [pathname]);

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
      event.currentTarget.href = signInHref(currentAddress());
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
  const links = employerLinks(user.roles ?? []);
  const employer = links.map((key) => employerItems[key]);
  const title = labels.signedInAs.replace('{name}', name);
  return (
    <div className={styles.account} data-auth-state="signed-in">
      {/* The name leads to the user's area, the dashboard: an employer's, or a job seeker's overview. */}
      <a href={employerItems.workspace.href} className={styles.name} title={title}>
        <span className="visually-hidden">
          {links.includes('workspace') ? employerItems.workspace.label : labels.accountLabel}:{' '}
        </span>
        {name}
      </a>
      {links.length === 0 && (
        <a href={forEmployers.href} className={styles.employerLink}>
          {forEmployers.label}
        </a>
      )}
      {employer.slice(0, 1).map((item) => (
        <a key={item.href} href={item.href} className={styles.employerLink}>
          {item.label}
        </a>
      ))}
      <a href={AUTH_PAGES.signOut} className={styles.signOut}>
        {labels.signOut}
      </a>
      <BottomMenu
        items={[
          ...bottomItems.filter((item) => !(links.length > 0 && item.seekerOnly)),
          ...phoneEmployerLinks(links).map((key) => ({
            href: employerItems[key].href,
            label: employerItems[key].short ?? employerItems[key].label,
          })),
        ]}
        label={labels.bottomMenu}
        signOut={labels.signOut}
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

/** docs/product.md §2: bottom menu for signed-in users on mobile widths (hidden from the tablet breakpoint on). */
function BottomMenu({
  items,
  label,
  signOut,
  pathname,
}: {
  items: Item[];
  label: string;
  signOut: string;
  pathname: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <>
      <div className={styles.bottomSpacer} aria-hidden="true" />
      <nav aria-label={label} className={styles.bottomMenu}>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={
                  (item.href === '/' ? pathname === '/' : isMenuItemActive(item.href, pathname)) ? 'page' : undefined
                }
              >
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <a href={AUTH_PAGES.signOut}>{signOut}</a>
          </li>
        </ul>
      </nav>
    </>,
    document.body,
  );
}
