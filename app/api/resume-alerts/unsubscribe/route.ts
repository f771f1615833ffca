import { oneClickUnsubscribe } from '@/lib/data/alert-unsubscribe';

/** RFC 8058 one-click unsubscribe of a resume alert (the mail's List-Unsubscribe-Post). */
export async function POST(request: Request) {
  return oneClickUnsubscribe(request, 'resume');
}
