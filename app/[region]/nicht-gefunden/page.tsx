import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/layout/error-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * The German 404 page inside the site's shell, rendered on the server. The proxy rewrites every path of a
 * site that names nothing here, with status 404 (see lib/backend/app-page-status.ts).
 */
export default function NotFoundPage() {
  return <ErrorNotice kind="notFound" />;
}
