import { regionFromHeaders } from '@/lib/auth/request-context';
import { getDb } from '@/server/db/client';
import { unsubscribeResumeAlert } from '@/server/resume-alerts/resume-alerts';

/**
 * RFC 8058 one-click unsubscribe of a resume alert (issue 17): mail clients POST here (List-Unsubscribe-Post)
 * with the token of the mail's List-Unsubscribe header. Answers 200 also for an unknown token: nothing to tell
 * a client.
 */
export async function POST(request: Request) {
  const region = regionFromHeaders(request.headers);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (region) await unsubscribeResumeAlert(await getDb(), region.id, token);
  return new Response(null, { status: 200 });
}
