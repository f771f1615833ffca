'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isMenuItemActive, isExternalLink } from '@/lib/routing/links';

type Item = { href: string; label: string };

/** Marks the current item (docs/product.md §2 menu rule) against the path the browser shows. */
export function NavLinks({ items, label, className }: { items: Item[]; label: string; className?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) => {
          const active = item.href === '/' ? pathname === '/' : isMenuItemActive(item.href, pathname);
          return (
            <li key={item.href}>
              {isExternalLink(item.href) ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <Link href={item.href} aria-current={active ? 'page' : undefined} prefetch={false}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
