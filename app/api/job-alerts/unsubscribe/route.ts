import { regionFromHeaders } from '@/lib/auth/request-context';
import { getDb } from '@/server/db/client';
import { unsubscribeJobAlert } from '@/server/alerts/job-alerts';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST here (List-Unsubscribe-Post) with the token of the
 * alert mail's List-Unsubscribe header. Answers 200 also for an unknown token: nothing to tell a client.
 */
export async function POST(request: Request) {
  const region = regionFromHeaders(request.headers);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (region) await unsubscribeJobAlert(await getDb(), region.id, token);
  return new Response(null, { status: 200 });
}
