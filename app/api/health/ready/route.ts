import { HEALTH_HEADERS } from '@/server/health/readiness';
import { processReadiness } from '@/server/health/process-readiness';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health/ready: readiness (docs/operations.md, "Health endpoints"): 200 when the database, the file
 * storage and (where this process runs it) the job queue answer, 503 otherwise and while shutting down.
 */
export async function GET() {
  const readiness = await processReadiness();
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: HEALTH_HEADERS });
}
