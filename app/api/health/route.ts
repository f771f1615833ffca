import { HEALTH_HEADERS } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health: liveness (docs/operations.md, "Health endpoints"). The process answers; nothing else is
 * asked, so a slow database never gets a live instance restarted.
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS });
}
