import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Address, id, regionId, timestamps, tstz } from './columns';
import { organizations, type OrganizationPersonalInfo } from './organizations';

/**
 * What an employer's sign-up stores until its link is used: the company and the person of docs/product.md §3
 * personal_info.
 */
export type CompanySignupData = {
  name: string;
  address: Address;
  person: OrganizationPersonalInfo;
};

/** docs/product.md §6 roles; each is granted for a target (an organization, a region…) or globally (target null). */
export const userRole = pgEnum('user_role', [
  'anonymous',
  'applicant',
  'recruiter',
  'administrator',
  'site_admin',
  'job_editor',
]);
export type UserRole = (typeof userRole.enumValues)[number];

/**
 * docs/product.md §3 User. Emails are stored lower-cased by the auth layer; the lower() index keeps them unique anyway.
 * Column keys id, name, email, emailVerified, image match @auth/drizzle-adapter's users table.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    /** scrypt/argon hash; null for users who only sign in by e-mailed link or a social provider. */
    passwordHash: text('password_hash'),
    name: text('name'),
    displayName: text('display_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    emailVerified: tstz('email_verified'),
    image: text('image'),
    /** docs/product.md §3 isUserApprovedAndVerified: an administrator approved the account. */
    approved: boolean('approved').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** docs/product.md §3 activeOrganization: the organization a recruiter currently acts for. */
    activeOrganizationId: uuid('active_organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'set null',
    }),
    /** Region the user signed up on. */
    regionId: regionId(),
    lastLoginAt: tstz('last_login_at'),
    /** Sessions that started before this moment are over (sign-out, password change, blocking end them all). */
    sessionsValidAfter: tstz('sessions_valid_after'),
    /** The employer mails this person switched off (EMPLOYER_MAIL_KINDS); empty = every kind on (docs/product-decisions.md). */
    employerMailsOff: text('employer_mails_off').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** docs/product.md §6 one row per role grant; target_id null = the role applies without a target. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: userRole('role').notNull(),
    /** The organization, resume, … the role is granted for; null = untargeted. */
    targetId: uuid('target_id'),
    /** Region the grant is valid in; null = every region (e.g. a global administrator). */
    regionId: regionId(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_grant_uq').on(t.userId, t.role, t.targetId, t.regionId).nullsNotDistinct(),
    index('user_roles_target_idx').on(t.targetId),
  ],
);

// next-auth adapter tables: the standard @auth/drizzle-adapter PostgreSQL shapes (property names matter).

export const accounts = pgTable(
  'accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'oauth' | 'oidc' | 'email' | 'webauthn'>().notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    refresh_token: text('refresh_token'),
    access_token: text('access_token'),
    expires_at: integer('expires_at'),
    token_type: text('token_type'),
    scope: text('scope'),
    id_token: text('id_token'),
    session_state: text('session_state'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index('accounts_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionToken: text('session_token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires: tstz('expires').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for the address's owner: the account is created only when the e-mailed link is used
 * (server/auth/registration.ts), so a sign-up never tells whether an address already has an account, and
 * nobody can set the password of an address they cannot read. One per address; the latest wins.
 */
export const registrationRequests = pgTable('registration_requests', {
  email: text('email').primaryKey(),
  /** Null when an employer chose to sign in by e-mailed link instead of a password. */
  passwordHash: text('password_hash'),
  name: text('name').notNull(),
  regionId: regionId().notNull(),
  /** An employer's sign-up: the company to create with the account (docs/product-decisions.md "Company sign-up"). */
  company: jsonb('company').$type<CompanySignupData>(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** E-mailed sign-in links; the auth layer deletes a token when it is used (works once). */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: tstz('expires').notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);
