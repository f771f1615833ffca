'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { createCustomerOrganization, mergeOrganizations, setOrganizationTrusted } from '@/lib/data/organization-admin';
import { organizationAdminHref } from '@/lib/workspace/organization-admin-notices';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const t = messages.workspace.organizationAdmin;

/** The create form's state: what was typed and the German message next to its field (also without JavaScript). */
export type CustomerFormState = {
  status: 'idle' | 'done' | 'error';
  values: Record<string, string>;
  errors: Record<string, string>;
  created: string | null;
};

const CUSTOMER_FIELDS = ['companyName', 'countryCode', 'zip', 'locality', 'street', 'ownerEmail'] as const;
const id = z.guid();

async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

/** Creates an organization for a customer and invites its owner; the API checks every field. */
export async function createCustomerAction(_previous: CustomerFormState, form: FormData): Promise<CustomerFormState> {
  await refuseWhenReadOnly();
  const values = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 254)]));
  const who = await audience();
  if (!who) return { status: 'error', values, errors: { form: t.signedOut }, created: null };
  const outcome = await createCustomerOrganization(who, {
    companyName: values.companyName,
    countryCode: values.countryCode,
    zip: values.zip,
    locality: values.locality,
    street: values.street || null,
    ownerEmail: values.ownerEmail,
  });
  if (!outcome.ok)
    return { status: 'error', values, errors: { [outcome.field ?? 'form']: outcome.message }, created: null };
  return { status: 'done', values: { countryCode: 'DE' }, errors: {}, created: values.companyName };
}

/** "Vertrauenswürdig" on and off, one button per organization of the search. */
export async function setTrustedAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const query = String(form.get('firma') ?? '');
  const who = await audience();
  const org = id.safeParse(form.get('id'));
  const trusted = form.get('trusted') === 'true';
  if (!who || !org.success) redirect(organizationAdminHref('failed', query));
  const outcome = await setOrganizationTrusted(who, org.data, trusted);
  redirect(organizationAdminHref(outcome.ok ? (trusted ? 'trusted' : 'untrusted') : 'failed', query));
}

/** Merges the chosen duplicate into the organization that stays, once the box says it was checked. */
export async function mergeAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const query = String(form.get('firma') ?? '');
  const who = await audience();
  const duplicate = id.safeParse(form.get('duplicateId'));
  const keep = id.safeParse(form.get('keepId'));
  if (!who || !duplicate.success || !keep.success || form.get('confirm') !== 'true')
    redirect(organizationAdminHref('failed', query));
  const outcome = await mergeOrganizations(who, duplicate.data, keep.data);
  redirect(organizationAdminHref(outcome.ok ? 'merged' : 'failed', query));
}
