'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AccountEntry } from '@/lib/auth/account-menu';
import { isMenuItemActive } from '@/lib/routing/links';
import { AccountMenu } from './account-menu';
import styles from './auth-menu.module.scss';

type Link = { href: string; label: string };

/**
 * docs/product.md §2: bottom menu for signed-in users on mobile widths (hidden from the tablet breakpoint on): a few
 * shortcuts and "Mein Bereich", the sheet with every own page and "Abmelden" (docs/product-decisions.md "The account
 * menu").
 */
export function BottomMenu({
  items,
  entries,
  labels,
  pathname,
}: {
  items: Link[];
  entries: AccountEntry[];
  labels: { menu: string; account: string; signOut: string };
  pathname: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <>
      <div className={styles.bottomSpacer} aria-hidden="true" />
      <nav aria-label={labels.menu} className={styles.bottomMenu}>
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
            <AccountMenu
              entries={entries}
              label={labels.account}
              signOut={labels.signOut}
              pathname={pathname}
              variant="sheet"
            >
              {labels.account}
            </AccountMenu>
          </li>
        </ul>
      </nav>
    </>,
    document.body,
  );
}
