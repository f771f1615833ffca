import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WorkspaceFrame } from '@/components/workspace/workspace-frame';

/** Buying happens for the active organization: the support banner or the switcher says which (WorkspaceFrame). */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  return <WorkspaceFrame region={await getPageRegion(params)}>{children}</WorkspaceFrame>;
}
