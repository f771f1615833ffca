import { oneClickNewsletterUnsubscribe } from '@/lib/data/newsletter';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/** RFC 8058 one-click unsubscribe of the newsletter (the welcome mail's List-Unsubscribe-Post). */
export async function POST(request: Request) {
  const readOnly = refuseWriteRequest(request);
  if (readOnly) return readOnly;
  return oneClickNewsletterUnsubscribe(request);
}
