import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WorkspaceFrame } from '@/components/workspace/workspace-frame';

/** Every workspace page gets the support banner or the organization switcher (WorkspaceFrame). */
export default async function JobManagerLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  return <WorkspaceFrame region={await getPageRegion(params)}>{children}</WorkspaceFrame>;
}
