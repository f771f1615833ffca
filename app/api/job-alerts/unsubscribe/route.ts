import { oneClickUnsubscribe } from '@/lib/data/alert-unsubscribe';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/** RFC 8058 one-click unsubscribe of a job alert (the mail's List-Unsubscribe-Post). */
export async function POST(request: Request) {
  const readOnly = refuseWriteRequest(request);
  if (readOnly) return readOnly;
  return oneClickUnsubscribe(request, 'job');
}
