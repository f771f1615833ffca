import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import type { Region } from '@/regions/build-region';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadWorkspaceContext } from '@/lib/data/team';
import { wizardAccess } from '@/lib/posting/access';
import { PUBLIC_ADDRESS_HEADER } from '@/lib/routing/public-address';
import { OrganizationSwitcher } from './organization-switcher';
import { SupportBanner } from './support-banner';

/**
 * The frame of every employer page (workspace, wizard, dashboard): docs/product.md §6 the support banner while an
 * admin-like user acts for a foreign organization (with its one-click end), else docs/product.md §3 the switcher for
 * recruiters of several organizations (where the page wants it). The pages themselves decide who may see them.
 */
export async function WorkspaceFrame({
  region,
  switcher = true,
  children,
}: {
  region: Region;
  /** Off where the page chooses the organization itself (the wizard) or shows the active one (dashboard). */
  switcher?: boolean;
  children: ReactNode;
}) {
  const viewer = await loadPageViewer(region.id);
  const context =
    viewer && wizardAccess(viewer) === 'wizard' ? await loadWorkspaceContext({ region, userId: viewer.userId }) : null;
  const active = context?.activeOrganization ?? null;
  // The page being shown (the proxy's record of the request), where switching the organization stays.
  const here = context ? (await headers()).get(PUBLIC_ADDRESS_HEADER) : null;
  return (
    <>
      {context?.viaSupport && active ? (
        <SupportBanner organization={active.name} />
      ) : (
        switcher &&
        context &&
        context.organizations.length > 1 && (
          <OrganizationSwitcher active={active} organizations={context.organizations} here={here} />
        )
      )}
      {children}
    </>
  );
}
