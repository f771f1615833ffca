import type { ReactNode } from 'react';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { WorkspaceFrame } from '@/components/workspace/workspace-frame';

/** Balances and invoices of the active organization: the support banner or the switcher says which (WorkspaceFrame). */
export default async function MyProductsLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  return <WorkspaceFrame region={await getPageRegion(params)}>{children}</WorkspaceFrame>;
}
