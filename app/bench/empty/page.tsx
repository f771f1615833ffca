import { notFound } from 'next/navigation';
import { benchRoutesEnabled } from '@/lib/bench/bench-routes';

export const dynamic = 'force-dynamic';

/** An empty page of the same build: its first-load JavaScript is the framework's floor (bench only). */
export default function EmptyBenchPage() {
  if (!benchRoutesEnabled()) notFound();
  return null;
}
