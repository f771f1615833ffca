// @module-tag postgres
// The account page's operations: names, e-mail change by a link to the new address (real SMTP; the old
// address is told and stays until the link is used), the user's job alerts (edit, pause, resume, delete;
// never another's) and the consents given.
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALERT_INTERVALS, gdprUserConsents, jobAlertDeliveries, jobAlerts, users } from '../../db/schema';
import { inboxJob, removeInboxJob } from '../../applications/inbox/inbox-testing';
import { createAccount } from '../../auth/registration';
import { parseMail } from '../../mail/testing';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const state = useResolverFixtures();
const smtp = useTestSmtp();

const ACCOUNT = '{ myAccount { email firstName lastName displayName hasPassword pendingEmail { newEmail } } }';
const NAME = `mutation($i: AccountNameInput!) { updateAccountName(input: $i) { firstName lastName displayName } }`;
const CHANGE_EMAIL = 'mutation($e: String!) { requestEmailChange(email: $e) { newEmail expiresAt } }';
const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(token: $t) }';
const ALERTS = '{ myJobAlerts { id label interval paused confirmed searchHref } }';
const UPDATE_ALERT = `mutation($id: ID!, $l: String!, $i: JobAlertInterval!) {
  updateMyJobAlert(id: $id, label: $l, interval: $i) { label interval paused } }`;
const PAUSE = 'mutation($id: ID!, $p: Boolean!) { setMyJobAlertPaused(id: $id, paused: $p) { interval paused } }';
const DELETE = 'mutation($id: ID!) { deleteMyJobAlert(id: $id) }';
const CONSENTS = '{ myConsents { id type placement revision text givenAt } }';

async function account(local: string) {
  const email = `${local}-${state.tag}@example.test`;
  const id = await createAccount(state.db, { email, passwordHash: 'x', name: 'Jana Suchende', regionId: REGION });
  state.cleanups.push(() => state.db.delete(users).where(eq(users.id, id)));
  return { id, email };
}

async function alertOf(email: string, userId: string | null, label = 'Pflege in Nürnberg') {
  const [row] = await state.db
    .insert(jobAlerts)
    .values({
      regionId: REGION,
      email,
      userId,
      label,
      search: { search: 'Pflege', filters: [] },
      intervalSeconds: ALERT_INTERVALS.daily,
      confirmed: true,
      unsubscribeToken: `u-${Math.random()}`,
    })
    .returning({ id: jobAlerts.id });
  return row.id;
}

describe('names and e-mail address', () => {
  it('saves first, last and display name, refusing markup', async () => {
    const user = await account('name');
    const input = { firstName: ' Jana ', lastName: 'Suchende', displayName: '' };
    const saved = await gql(NAME, { i: input }, await as(user));
    expect(saved.json.data!.updateAccountName).toEqual({
      firstName: 'Jana',
      lastName: 'Suchende',
      displayName: 'Jana Suchende',
    });
    const bad = await gql(NAME, { i: { ...input, lastName: '<b>x</b>' } }, await as(user));
    expect(firstError(bad)?.code).toBe('BAD_USER_INPUT');
    expect(firstError(await gql(ACCOUNT))?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the address only by the link mailed to the new one, and tells the old one', async () => {
    const user = await account('move');
    const target = `neu-${state.tag}@example.test`;
    const anonymousAlert = await alertOf(user.email, null, 'Vor dem Konto gespeichert');
    const asked = await gql(CHANGE_EMAIL, { e: target.toUpperCase() }, await as(user));
    expect(firstError(asked)).toBeNull();
    const notice = parseMail((await smtp.server.waitForMail(user.email)).raw);
    expect(notice.text).toContain(target);
    const mail = parseMail((await smtp.server.waitForMail(target)).raw);
    const token = /\/user\/email-bestaetigen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const pending = await gql(ACCOUNT, {}, await as(user));
    expect(pending.json.data!.myAccount).toMatchObject({ email: user.email, pendingEmail: { newEmail: target } });
    expect(firstError(await gql(CONFIRM_EMAIL, { t: token }))).toBeNull();
    const moved = await gql(ACCOUNT, {}, await as(user));
    expect(moved.json.data!.myAccount).toMatchObject({ email: target, pendingEmail: null });
    // The alert's mails follow the address.
    const [alert] = await state.db.select().from(jobAlerts).where(eq(jobAlerts.id, anonymousAlert));
    expect(alert).toMatchObject({ email: target, userId: user.id });
    expect(firstError(await gql(CONFIRM_EMAIL, { t: token }))?.code).toBe('NOT_FOUND');
  });

  it('answers a taken address like a free one but mails it nothing, and the link cannot take it', async () => {
    const user = await account('clash');
    const other = await account('taken');
    const asked = await gql(CHANGE_EMAIL, { e: other.email }, await as(user));
    expect(firstError(asked)).toBeNull();
    await smtp.server.waitForMail(user.email);
    expect(smtp.server.received.some((m) => m.to.includes(other.email))).toBe(false);
    expect(firstError(await gql(CHANGE_EMAIL, { e: user.email }, await as(user)))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('job alerts of the account', () => {
  it('lists alerts saved while signed in or for the address, and edits, pauses, resumes and deletes them', async () => {
    const user = await account('alerts');
    const signedIn = await alertOf(user.email, user.id);
    await alertOf(user.email, null, 'Anonym gespeichert');
    const strangers = await alertOf(`fremd-${state.tag}@example.test`, null);
    state.cleanups.push(() => state.db.delete(jobAlerts).where(eq(jobAlerts.id, strangers)));
    const listed = await gql(ALERTS, {}, await as(user));
    const alerts = listed.json.data!.myJobAlerts as Array<{ id: string; label: string; searchHref: string }>;
    expect(alerts.map((a) => a.label).sort()).toEqual(['Anonym gespeichert', 'Pflege in Nürnberg']);
    expect(alerts[0].searchHref).toContain('search=Pflege');

    const edited = await gql(UPDATE_ALERT, { id: signedIn, l: 'Pflege Fürth', i: 'WEEKLY' }, await as(user));
    expect(edited.json.data!.updateMyJobAlert).toEqual({ label: 'Pflege Fürth', interval: 'WEEKLY', paused: false });
    expect(firstError(await gql(UPDATE_ALERT, { id: signedIn, l: 'x', i: 'NONE' }, await as(user)))?.code).toBe(
      'BAD_USER_INPUT',
    );
    const paused = await gql(PAUSE, { id: signedIn, p: true }, await as(user));
    expect(paused.json.data!.setMyJobAlertPaused).toEqual({ interval: 'WEEKLY', paused: true });
    const [row] = await state.db.select().from(jobAlerts).where(eq(jobAlerts.id, signedIn));
    expect(row.intervalSeconds).toBe(ALERT_INTERVALS.none);
    // Edited while paused: stays paused, resumes with the new interval.
    await gql(UPDATE_ALERT, { id: signedIn, l: 'Pflege Fürth', i: 'MONTHLY' }, await as(user));
    const resumed = await gql(PAUSE, { id: signedIn, p: false }, await as(user));
    expect(resumed.json.data!.setMyJobAlertPaused).toEqual({ interval: 'MONTHLY', paused: false });

    // Another's alert does not exist for this user.
    expect(firstError(await gql(DELETE, { id: strangers }, await as(user)))?.code).toBe('NOT_FOUND');
    expect(firstError(await gql(PAUSE, { id: strangers, p: true }, await as(user)))?.code).toBe('NOT_FOUND');
    expect(firstError(await gql(DELETE, { id: signedIn }, await as(user)))).toBeNull();
    const after = await gql(ALERTS, {}, await as(user));
    expect((after.json.data!.myJobAlerts as unknown[]).length).toBe(1);
  });

  it('says when the last mail went out, not when the alert was confirmed or last found nothing', async () => {
    const user = await account('sent');
    const alert = await alertOf(user.email, user.id);
    // Confirmed and run since, without a new job: the sending clock moved, no mail went out.
    await state.db.update(jobAlerts).set({ lastSentAt: new Date() }).where(eq(jobAlerts.id, alert));
    const lastSent = async () =>
      (
        (await gql('{ myJobAlerts { id lastSentAt } }', {}, await as(user))).json.data!.myJobAlerts as Array<{
          lastSentAt: string | null;
        }>
      )[0].lastSentAt;
    expect(await lastSent()).toBeNull();

    const job = await inboxJob(
      state.db,
      REGION,
      state.fx.ownOrganization[state.fx.recruiter.id],
      `Pflege ${state.tag}`,
    );
    state.cleanups.push(() => removeInboxJob(state.db, job));
    const mailedAt = new Date('2026-11-20T07:00:00Z');
    await state.db.insert(jobAlertDeliveries).values({ alertId: alert, jobId: job, sentAt: mailedAt });
    expect(await lastSent()).toBe(mailedAt.toISOString());
  });
});

describe('consents of the account', () => {
  it('lists the consents the sign-up recorded and those given later, and only the caller’s', async () => {
    const user = await account('consents');
    const { fx } = state;
    const signUp = await gql(CONSENTS, {}, await as(user));
    // The sign-up's ticked box agreed to the site's current texts (the fixture's among them).
    expect((signUp.json.data!.myConsents as Array<{ type: string }>).map((c) => c.type)).toContain(fx.consent.type);
    const [given] = await state.db
      .insert(gdprUserConsents)
      .values({ userId: user.id, mail: user.email, infoId: fx.consent.infoId, infoRevisionId: fx.consent.revisionId })
      .returning({ id: gdprUserConsents.id });
    const listed = await gql(CONSENTS, {}, await as(user));
    expect((listed.json.data!.myConsents as Array<{ id: string }>).map((c) => c.id)).toContain(given.id);
    const others = await gql(CONSENTS, {}, await as(await account('fresh')));
    expect((others.json.data!.myConsents as Array<{ id: string }>).map((c) => c.id)).not.toContain(given.id);
  });
});
