import { ErrorNotice } from '@/components/layout/error-notice';

/** German 404 page inside the regional shell; served with status 404. */
export default function NotFound() {
  return <ErrorNotice kind="notFound" />;
}
