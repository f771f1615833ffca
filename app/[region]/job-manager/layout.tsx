import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadWorkspaceContext } from '@/lib/data/team';
import { wizardAccess } from '@/lib/posting/access';
import { OrganizationSwitcher } from '@/components/workspace/organization-switcher';
import { SupportBanner } from '@/components/workspace/support-banner';

/**
 * The frame of every workspace page: §6 the support banner while an admin-like user acts for a foreign
 * organization (with its one-click end), else §3 the switcher for recruiters of several organizations.
 * The pages themselves decide who may see them.
 */
export default async function JobManagerLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const context =
    viewer && wizardAccess(viewer) === 'wizard' ? await loadWorkspaceContext({ region, userId: viewer.userId }) : null;
  const active = context?.activeOrganization ?? null;
  return (
    <>
      {context?.viaSupport && active ? (
        <SupportBanner organization={active.name} />
      ) : (
        context &&
        context.organizations.length > 1 && (
          <OrganizationSwitcher active={active} organizations={context.organizations} />
        )
      )}
      {children}
    </>
  );
}
