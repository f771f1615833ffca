import messages from '../../messages/de.json';
import type { CompanySignupData } from '../db/schema';
import type { OrganizationPersonalInfo } from '../db/schema/organizations';
import type { Address } from '../db/schema/columns';
import {
  code,
  codes,
  type ColumnsOf,
  flag,
  instant,
  internal,
  object,
  organization,
  otherPerson,
  secret,
  site,
  text,
} from './export-columns';
import type { CategorySpec } from './export-category-types';

const v = messages.privacy.document.values;

const address: ColumnsOf<Address> = {
  addressLine1: text('street'),
  addressLine2: text('addressLine2'),
  zip: text('postalCode'),
  locality: text('town'),
  administrativeArea: text('state'),
  countryCode: text('country'),
};
const person: ColumnsOf<OrganizationPersonalInfo> = {
  salutation: code('salutation', messages.resume.form.salutations),
  firstName: text('firstName'),
  lastName: text('lastName'),
  phone: text('phone'),
  position: text('position'),
};

/** The account and how one signs in to it: DSGVO Art. 15 names every one of these, links and sessions too. */
export const ACCOUNT_CATEGORIES = {
  users: {
    section: 'account',
    key: 'account',
    title: (row) => row.email as string,
    columns: {
      id: internal,
      email: text('email'),
      password_hash: secret,
      name: text('name'),
      display_name: text('displayName'),
      first_name: text('firstName'),
      last_name: text('lastName'),
      email_verified: instant('emailVerifiedAt'),
      image: text('imageUrl'),
      approved: flag('approved'),
      blocked: flag('blocked'),
      active_organization_id: organization('activeOrganization'),
      region_id: site('signedUpOn'),
      last_login_at: instant('lastSignInAt'),
      sessions_valid_after: instant('signedOutEverywhereAt'),
      employer_mails_off: codes('employerMailsOff', messages.account.page.employerMails.kinds),
      created_at: instant('createdAt'),
      updated_at: instant('updatedAt'),
    },
  },
  user_roles: {
    section: 'account',
    key: 'roles',
    title: (row) => v.roles[row.role as keyof typeof v.roles] ?? null,
    columns: {
      id: internal,
      user_id: internal,
      role: code('role', v.roles),
      target_id: organization('organization'),
      region_id: site('site'),
      created_at: instant('grantedAt'),
    },
  },
  accounts: {
    section: 'account',
    key: 'signInServices',
    columns: {
      user_id: internal,
      type: internal,
      provider: text('provider'),
      // The person's own id at that service: what they would look for there.
      provider_account_id: text('providerAccountId'),
      refresh_token: secret,
      access_token: secret,
      id_token: secret,
      expires_at: internal,
      token_type: internal,
      scope: internal,
      session_state: internal,
    },
  },
  sessions: {
    section: 'account',
    key: 'sessions',
    columns: { session_token: secret, user_id: internal, expires: instant('validUntil') },
  },
  email_change_requests: {
    section: 'account',
    key: 'emailChanges',
    columns: {
      user_id: internal,
      new_email: text('newEmail'),
      token_hash: secret,
      region_id: site('site'),
      expires_at: instant('validUntil'),
      created_at: instant('requestedAt'),
    },
  },
  password_reset_tokens: {
    section: 'account',
    key: 'passwordResets',
    columns: {
      token_hash: secret,
      user_id: internal,
      expires_at: instant('validUntil'),
      used_at: instant('usedAt'),
      created_at: instant('requestedAt'),
    },
  },
  verification_tokens: {
    section: 'account',
    key: 'signInLinks',
    columns: { identifier: text('email'), token: secret, expires: instant('validUntil') },
  },
  registration_requests: {
    section: 'account',
    key: 'registrations',
    columns: {
      email: text('email'),
      password_hash: secret,
      name: text('name'),
      region_id: site('site'),
      company: object<CompanySignupData>('company', {
        name: text('companyName'),
        address: object<Address>('address', address),
        person: object<OrganizationPersonalInfo>('contactPerson', person),
      }),
      expires_at: instant('validUntil'),
      created_at: instant('requestedAt'),
    },
  },
  account_erasure_requests: {
    section: 'account',
    key: 'erasureRequests',
    columns: {
      user_id: internal,
      token_hash: secret,
      region_id: site('site'),
      expires_at: instant('validUntil'),
      created_at: instant('requestedAt'),
    },
  },
  organization_members: {
    section: 'organizations',
    key: 'memberships',
    title: (row, ctx) => ctx.organization(row.organization_id),
    columns: { organization_id: organization('organization'), user_id: internal, created_at: instant('memberSince') },
  },
  organization_invitations: {
    section: 'organizations',
    key: 'invitations',
    title: (row, ctx) => ctx.organization(row.organization_id),
    columns: {
      id: internal,
      organization_id: organization('organization'),
      email: text('email'),
      token_hash: secret,
      invited_by: otherPerson,
      expires_at: instant('validUntil'),
      accepted_at: instant('acceptedAt'),
      accepted_by: internal,
      revoked_at: instant('revokedAt'),
      created_at: instant('invitedAt'),
    },
  },
} satisfies Record<string, CategorySpec>;
