// The data-rights operations over HTTP: the page's overview is the caller's own, support acting as
// a user cannot ask for that user's erasure, and a mailed link's confirmation erases exactly its account.
import { jsonRequest, send, signToken, useGraphQLFixtures } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { files, users } from '../../db/schema';
import { REGION } from '../../graphql/environment-testing';
import { storedFile } from '../../privacy/privacy-testing';
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
const KEPT = { query: '{ privacyOverview { keptFiles { id name kind retention deletable sizeBytes uploadedAt } } }' };
const deleteFile = (id: string) => ({ query: 'mutation($id: ID!) { deleteKeptFile(id: $id) }', variables: { id } });
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

  it("lists the caller's kept files and deletes an imported CV; a photo stays with the resume, another's is not found", async () => {
    const owner = t.fx.applicant.id;
    const cv = await storedFile(t.db, { regionId: REGION, name: 'Mein CV.pdf', purpose: 'resume_import' }, owner);
    const photo = await storedFile(t.db, { regionId: REGION, name: 'foto.png', purpose: 'resume_photo' }, owner);
    const token = await signToken(owner);
    const listed = (await send(POST, jsonRequest(KEPT, { token }))).json.data?.privacyOverview as {
      keptFiles: Array<Record<string, unknown>>;
    };
    expect(listed.keptFiles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: cv.id,
          name: 'Mein CV.pdf',
          kind: 'RESUME_IMPORT',
          retention: 'UNTIL_DELETED',
          deletable: true,
        }),
        expect.objectContaining({ id: photo.id, kind: 'RESUME_PHOTO', retention: 'WITH_RESUME', deletable: false }),
      ]),
    );

    const kept = await send(POST, jsonRequest(deleteFile(photo.id), { token }));
    expect(kept.json.errors?.[0]).toMatchObject({
      message: messages.privacy.files.kept,
      extensions: { code: 'FORBIDDEN', reason: 'KEPT' },
    });
    const strangers = await send(POST, jsonRequest(deleteFile(cv.id), { token: await signToken(t.fx.stranger.id) }));
    expect(strangers.json.errors?.[0]).toMatchObject({
      message: messages.privacy.files.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const support = await signToken(owner, { claims: { masqueradedBy: t.fx.administrator.id } });
    expect((await send(POST, jsonRequest(deleteFile(cv.id), { token: support }))).json.errors?.[0]).toMatchObject({
      message: messages.privacy.files.whileSupporting,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await send(POST, jsonRequest(deleteFile(cv.id), { token }))).json.data).toEqual({ deleteKeptFile: true });
    expect(await t.db.select().from(files).where(eq(files.id, cv.id))).toEqual([]);
    await t.db.delete(files).where(eq(files.id, photo.id));
  });
});
