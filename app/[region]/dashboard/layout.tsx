import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WorkspaceFrame } from '@/components/workspace/workspace-frame';

/** The employer dashboard shows the workspace's support banner (WorkspaceFrame) above its active organization. */
export default async function DashboardLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  return (
    <WorkspaceFrame region={await getPageRegion(params)} switcher={false}>
      {children}
    </WorkspaceFrame>
  );
}
