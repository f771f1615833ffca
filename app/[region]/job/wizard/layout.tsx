import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WorkspaceFrame } from '@/components/workspace/workspace-frame';

/** The wizard shows the workspace's support banner (WorkspaceFrame); it chooses the organization itself. */
export default async function WizardLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  return (
    <WorkspaceFrame region={await getPageRegion(params)} switcher={false}>
      {children}
    </WorkspaceFrame>
  );
}
