// The data-rights operations over HTTP: the page's overview is the caller's own, support acting as
// a user cannot ask for that user's erasure, and a mailed link's confirmation erases exactly its account.
import { jsonRequest, send, signToken, useGraphQLFixtures } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { users } from '../../db/schema';
import { useTestSmtp } from '../resolver-testing';
import messages from '../../../messages/de.json';

const t = useGraphQLFixtures();
const smtp = useTestSmtp();

const OVERVIEW = { query: '{ privacyOverview { email erasureLinkMinutes keptRecords } }' };
const REQUEST = { query: 'mutation { requestAccountErasure }' };
const confirm = (token: string) => ({
  query: 'mutation($t: String!) { confirmAccountErasure(token: $t) }',
  variables: { t: token },
});
const linkState = (token: string) => ({
  query: 'query($t: String!) { accountErasureLink(token: $t) }',
  variables: { t: token },
});

describe('data rights over GraphQL', () => {
  it("shows the caller's own address and what stays after an erasure", async () => {
    const { json } = await send(POST, jsonRequest(OVERVIEW, { token: await signToken(t.fx.applicant.id) }));
    expect(json.data?.privacyOverview).toEqual({
      email: t.fx.applicant.email,
      erasureLinkMinutes: 60,
      keptRecords: ['LAW', 'ORGANIZATION', 'SITE'],
    });
  });

  it('refuses support acting as a user', async () => {
    const token = await signToken(t.fx.applicant.id, { claims: { masqueradedBy: t.fx.administrator.id } });
    const { json } = await send(POST, jsonRequest(REQUEST, { token }));
    expect(json.errors?.[0]).toMatchObject({
      message: messages.privacy.errors.whileSupporting,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('erases the account of the mailed link, which then no longer signs in', async () => {
    const email = `gql-loeschen-${randomUUID().slice(0, 8)}@example.test`;
    const [user] = await t.db.insert(users).values({ email }).returning({ id: users.id });
    const token = await signToken(user.id);
    expect((await send(POST, jsonRequest(REQUEST, { token }))).json.data).toEqual({ requestAccountErasure: true });
    const mail = await smtp.server.waitForMail(email);
    const link = /\/user\/konto-loeschen\/([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, ''))![1];
    expect((await send(POST, jsonRequest(linkState(link)))).json.data).toEqual({ accountErasureLink: 'VALID' });

    expect((await send(POST, jsonRequest(confirm(link)))).json.data).toEqual({ confirmAccountErasure: 'ERASED' });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await send(POST, jsonRequest(OVERVIEW, { token }))).json.errors?.[0].extensions?.code).toBe(
      'SESSION_USER_GONE',
    );
    expect((await send(POST, jsonRequest(confirm(link)))).json.data).toEqual({ confirmAccountErasure: 'UNKNOWN' });
  });
});
