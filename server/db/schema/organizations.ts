import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Address, id, regionId, richTextFormat, timestamps, tstz } from './columns';
import { users } from './users';

// docs/product.md §3 organization profile groups.

/** personal_info: not public; used for invoicing and account actions. */
export type OrganizationPersonalInfo = {
  salutation?: 'mr' | 'ms' | 'diverse' | 'none';
  firstName?: string;
  lastName?: string;
  phone?: string;
  position?: string;
};

/** company_info: public. `size` is used on some sites only. */
export type OrganizationCompanyInfo = { name: string; address: Address; size?: number };

// docs/product.md §3 organization page sections. File references are files.id values.

export type SocialProfiles = Partial<
  Record<'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'xing' | 'instagram' | 'tiktok' | 'blueSky', string>
>;
export type OrganizationInfoSection = {
  logoFileId?: string;
  coverFileId?: string;
  /** Display label of the main location; coordinates live in the lat/lon columns. */
  organizationLocation?: string;
  website?: string;
  profiles: SocialProfiles;
};
export type OrganizationAboutSection = {
  presentation?: string;
  /** Taxonomy tids. */
  industry: number[];
  size?: number;
  occupation: number[];
  fieldsOfStudy: number[];
};
export type ContactPerson = {
  salutation?: 'mr' | 'ms' | 'diverse' | 'none';
  firstName?: string;
  lastName?: string;
  photoFileId?: string;
  email?: string;
  position?: string;
  phone?: string;
  linkedinProfile?: string;
  contactInfo?: string;
};
export type GalleryImage = { fileId: string; alt?: string; title?: string };
export type OrganizationVideo = { coverFileId?: string; coverTitle?: string; source: string };
export type FurtherLocation = { name: string; address: Omit<Address, 'addressLine2'>; lat?: number; lon?: number };
export type FaqEntry = { question: string; answer: string };

/** An employer: its profile groups, page sections and featured flag. Slug is unique per region. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    regionId: regionId().notNull(),
    slug: text('slug').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** info.name, kept as a column for search and sorting. */
    name: text('name').notNull(),
    alternativeName: text('alternative_name'),
    personalInfo: jsonb('personal_info').$type<OrganizationPersonalInfo>().notNull().default({}),
    companyInfo: jsonb('company_info').$type<OrganizationCompanyInfo>(),
    info: jsonb('info').$type<OrganizationInfoSection>().notNull().default({ profiles: {} }),
    about: jsonb('about')
      .$type<OrganizationAboutSection>()
      .notNull()
      .default({ industry: [], occupation: [], fieldsOfStudy: [] }),
    /** Benefit tids. */
    benefits: integer('benefits').array().notNull().default([]),
    contactPeople: jsonb('contact_people').$type<ContactPerson[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<GalleryImage[]>().notNull().default([]),
    videos: jsonb('videos').$type<OrganizationVideo[]>().notNull().default([]),
    furtherLocations: jsonb('further_locations').$type<FurtherLocation[]>().notNull().default([]),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    /** File ids of downloadable attachments. */
    attachments: uuid('attachments').array().notNull().default([]),
    /** Facet columns mirrored from `about` for search (docs/product.md §9 organization facets). */
    industryTids: integer('industry_tids').array().notNull().default([]),
    occupationTids: integer('occupation_tids').array().notNull().default([]),
    fieldOfStudyTids: integer('field_of_study_tids').array().notNull().default([]),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    featured: boolean('featured').notNull().default(false),
    /** Trusted by the site's editors: its jobs skip review where the site's JOB_REVIEW is 'untrusted'. */
    trusted: boolean('trusted').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Format of about.presentation when rendered as route content. */
    presentationFormat: richTextFormat('presentation_format').notNull().default('filtered_html'),
    publishedAt: tstz('published_at'),
    ...timestamps(),
  },
  (t) => [
    unique('organizations_region_slug_uq').on(t.regionId, t.slug),
    index('organizations_region_featured_idx').on(t.regionId, t.featured),
    index('organizations_owner_idx').on(t.ownerId),
    index('organizations_industry_idx').using('gin', t.industryTids),
  ],
);

/** Recruiters who act for an organization (docs/product.md §3 user.organization; the owner is also a member). */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_members_user_idx').on(t.userId)],
);
