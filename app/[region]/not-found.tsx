import { ErrorNotice, errorNoticeMetadata } from '@/components/layout/error-notice';

/**
 * Its metadata counts whenever a page answers 404: the proxy's rewrite to the 404 page does, and Next then
 * takes the title from here, not from that page.
 */
export const generateMetadata = () => errorNoticeMetadata('notFound');

/** German 404 page inside the regional shell; served with status 404. */
export default function NotFound() {
  return <ErrorNotice kind="notFound" />;
}
