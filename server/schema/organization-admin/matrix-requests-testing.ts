/**
 * The organization admin operations in the authorization matrix: their requests and targets. Trusting and
 * merging act on organizations made for the case (own: owned by the caller; another: by the stranger), so a
 * merge never deletes a fixture; everything made is removed after the case.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, userRoles } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

const made: string[] = [];
/** Names of organizations the create operation made. */
const customers: string[] = [];

async function freshOrganization(db: Db, ownerId: string | null): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `verwaltung-${tag}`, name: `Verwaltung GmbH ${tag}`, ownerId })
    .returning({ id: organizations.id });
  made.push(org.id);
  return org.id;
}

async function target(db: Db, fx: Fixtures, c: Case): Promise<string> {
  if (c.target === 'nonexistent') return randomUUID();
  return freshOrganization(db, c.target === 'own' ? c.subject.id : fx.stranger.id);
}

/** The request of an organization admin operation, or null for another area's operation. */
export async function organizationAdminRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  const send = (query: string, variables: Record<string, unknown> = {}) => jsonRequest({ query, variables }, c.options);
  switch (c.operation) {
    case 'adminOrganizations':
      return send('query($q: String!) { adminOrganizations(query: $q) { id trusted } }', { q: 'GmbH' });
    case 'createCustomerOrganization': {
      const companyName = `Kunde ${randomUUID().slice(0, 8)}`;
      customers.push(companyName);
      return send('mutation($i: CustomerOrganizationInput!) { createCustomerOrganization(input: $i) { id } }', {
        i: {
          companyName,
          countryCode: 'DE',
          zip: '90402',
          locality: 'Nürnberg',
          ownerEmail: `kunde-${randomUUID().slice(0, 8)}@example.test`,
        },
      });
    }
    case 'setOrganizationTrusted':
      return send('mutation($o: ID!) { setOrganizationTrusted(organizationId: $o, trusted: true) { id trusted } }', {
        o: await target(db, fx, c),
      });
    case 'mergeOrganizations':
      return send('mutation($d: ID!, $k: ID!) { mergeOrganizations(duplicateId: $d, keepId: $k) { id } }', {
        d: await target(db, fx, c),
        k: await freshOrganization(db, null),
      });
    default:
      return null;
  }
}

/** Removes the case's organizations (and organizations created by the request), with grants a merge moved. */
export async function afterOrganizationAdminCase(db: Db): Promise<void> {
  const names = customers.splice(0);
  const created = names.length
    ? await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.name, names))
    : [];
  const ids = [...made.splice(0), ...created.map((o) => o.id)];
  if (!ids.length) return;
  await db.delete(userRoles).where(inArray(userRoles.targetId, ids));
  await db.delete(organizations).where(inArray(organizations.id, ids));
}
