'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import {
  acceptTeamInvitation,
  inviteTeamMember,
  removeTeamMember,
  revokeTeamInvitation,
  setActiveOrganization,
} from '@/lib/data/team';
import { pageAfterSwitch } from '@/lib/workspace/switch-return';
import { teamNoticeHref } from '@/lib/workspace/team-notices';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

export type InviteFormState = { status: 'idle' | 'sent' | 'error'; email: string; error: string | null };

const t = messages.workspace.team;

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

const email = z.string().trim().min(1, t.emailRequired).max(254, t.emailInvalid).pipe(z.email(t.emailInvalid));
const id = z.guid();

/** The owner's invitation form; the state keeps what was typed, with the error next to the field (also without JavaScript). */
export async function inviteAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  await refuseWhenReadOnly();
  const typed = String(form.get('email') ?? '').slice(0, 254);
  const parsed = email.safeParse(typed);
  if (!parsed.success) return { status: 'error', email: typed, error: parsed.error.issues[0].message };
  const who = await audience();
  if (!who) return { status: 'error', email: typed, error: t.signedOut };
  const outcome = await inviteTeamMember(who, parsed.data);
  if (!outcome.ok) return { status: 'error', email: typed, error: outcome.message };
  // The page's list of pending invitations shows the new one at once.
  refresh();
  return { status: 'sent', email: parsed.data, error: null };
}

/** Buttons of the team table: each a plain form, answered by the team page with a notice. */
export async function revokeInvitationAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const invitation = id.safeParse(form.get('id'));
  const outcome = who && invitation.success ? await revokeTeamInvitation(who, invitation.data) : null;
  redirect(teamNoticeHref(outcome?.ok ? 'revoked' : 'failed'));
}

export async function removeMemberAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const member = id.safeParse(form.get('userId'));
  const outcome = who && member.success ? await removeTeamMember(who, member.data) : null;
  redirect(teamNoticeHref(outcome?.ok ? 'removed' : 'failed'));
}

/**
 * docs/product.md §3 switching the active organization, and docs/product.md §6 starting support for one (admin-like
 * users).
 */
export async function switchOrganizationAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const organization = id.safeParse(form.get('organizationId'));
  const outcome = who && organization.success ? await setActiveOrganization(who, organization.data) : null;
  // The switcher stays on the page it was on; support starts on the team page, which says so.
  const stay = outcome?.ok && !form.get('support') ? pageAfterSwitch(String(form.get('here') ?? '')) : null;
  if (stay) redirect(stay);
  redirect(teamNoticeHref(outcome?.ok ? (form.get('support') ? 'support' : 'switched') : 'failed'));
}

/**
 * docs/product.md §6.2, the banner's "Beenden": the support session ends with one click, back to the admin's own
 * workspace.
 */
export async function endSupportAction(): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  if (who) await setActiveOrganization(who, null);
  redirect(teamNoticeHref('supportEnded'));
}

/** The invitation page's button: only this POST uses the link (mail scanners only open it). */
export async function acceptInvitationAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const token = String(form.get('token') ?? '').slice(0, 200);
  const who = await audience();
  const outcome = who ? await acceptTeamInvitation(who, token) : null;
  if (outcome?.ok) redirect(teamNoticeHref('joined'));
  redirect(`/user/einladung/${encodeURIComponent(token)}?fehler=1`);
}
