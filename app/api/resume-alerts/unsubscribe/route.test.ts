// The one-click unsubscribe routes of the alert mails (RFC 8058): the mailed token deletes its alert without a
// sign-in, an unknown token changes nothing and tells nothing, and one client address is stopped after the
// hour's allowance (an anonymous write path).
import { REGION, useGraphQLFixtures } from '@/server/graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertToken } from '@/server/alerts/job-alerts';
import { ALERT_RATE_LIMITS } from '@/server/alerts/alert-rate-limits';
import { ALERT_INTERVALS, jobAlerts, resumeAlerts } from '@/server/db/schema';
import { POST as unsubscribeJob } from '../../job-alerts/unsubscribe/route';
import { POST } from './route';

// One reverse proxy of ours in front: the client is the right-most X-Forwarded-For entry.
process.env.TRUSTED_PROXY_HOPS = '1';

const state = useGraphQLFixtures();

const post = (token: string, ip: string, route = POST, path = 'resume-alerts') =>
  route(
    new Request(`http://franken.localhost/api/${path}/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'x-jobboard-region': REGION, 'x-forwarded-for': ip },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

describe('one-click unsubscribe', () => {
  it('deletes the resume alert of the mailed token, and the job alert of its own', async () => {
    const resumeToken = alertToken();
    const jobToken = alertToken();
    const recruiter = state.fx.recruiter;
    await state.db.insert(resumeAlerts).values({
      regionId: REGION,
      userId: recruiter.id,
      email: recruiter.email,
      search: { keys: 'Pflege', place: null, filters: {} },
      intervalSeconds: ALERT_INTERVALS.daily,
      confirmed: true,
      unsubscribeToken: resumeToken,
    });
    await state.db.insert(jobAlerts).values({
      regionId: REGION,
      email: 'leser@example.org',
      search: { search: 'Koch', filters: [] },
      confirmed: true,
      unsubscribeToken: jobToken,
    });
    expect((await post('unbekannt', '203.0.113.20')).status).toBe(200);
    expect((await post(resumeToken, '203.0.113.20')).status).toBe(200);
    expect(await state.db.select().from(resumeAlerts).where(eq(resumeAlerts.unsubscribeToken, resumeToken))).toEqual(
      [],
    );
    // A resume alert's route does not know job alerts' tokens, and the other way round.
    expect((await post(jobToken, '203.0.113.20')).status).toBe(200);
    expect(await state.db.select().from(jobAlerts).where(eq(jobAlerts.unsubscribeToken, jobToken))).toHaveLength(1);
    expect((await post(jobToken, '203.0.113.20', unsubscribeJob, 'job-alerts')).status).toBe(200);
    expect(await state.db.select().from(jobAlerts).where(eq(jobAlerts.unsubscribeToken, jobToken))).toEqual([]);
  });

  it('stops one client address after the hour’s allowance', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < ALERT_RATE_LIMITS.unsubscribePerIp.limit; i++) await post(`guess-${i}`, ip);
    const refused = await post('one-more', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('another-client', '198.51.100.78')).status).toBe(200);
  });
});
