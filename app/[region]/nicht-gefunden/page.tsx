import { ErrorNotice, errorNoticeMetadata } from '@/components/layout/error-notice';

export const generateMetadata = () => errorNoticeMetadata('notFound');

/**
 * The German 404 page inside the site's shell, rendered on the server. The proxy rewrites every path of a
 * site that names nothing here, with status 404 (see lib/data/app-page-status.ts).
 */
export default function NotFoundPage() {
  return <ErrorNotice kind="notFound" />;
}
