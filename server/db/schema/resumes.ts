import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { type GeoPlace, id, regionId, timestamps, tstz } from './columns';
import { subscriptions } from './commerce';
import { organizations } from './organizations';
import { users } from './users';

/** A month-precise period ("2019-09" to "2023-07"); end absent = until today. */
export type TimePeriod = { start?: string; end?: string; current?: boolean };
type Salutation = 'mr' | 'ms' | 'diverse' | 'none';

/**
 * docs/product.md §3 personal_info. The PRIVATE fields are shown to recruiters only after an approved contact request.
 */
export type ResumePersonalInfo = {
  salutation?: Salutation;
  photoFileId?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** ISO date. */
  birthday?: string;
  homeLocation?: GeoPlace;
  about?: string;
};
/** docs/product.md §3: private fields of personal_info (the group's private-field validation flag is on). */
export const RESUME_PRIVATE_FIELDS = ['firstName', 'lastName', 'phone', 'birthday', 'homeLocation'] as const;

export type ResumeJobPreferences = {
  title?: string;
  /** Occupational field tids. */
  desiredOccupation: number[];
  /** Employment type tids. */
  employmentType: number[];
  desiredLocation?: GeoPlace & { radiusKm?: number };
  desiredSalary?: { amount: number; currencyCode: string; unit: 'hour' | 'month' | 'year' };
  /** Career status tid. */
  careerStatus?: number;
  /** ISO date. */
  availableStart?: string;
  availabilityPeriods: ResumeAvailabilityPeriod[];
};
/** When the job seeker can work (docs/product-decisions.md, "The resume and its wizard"). */
export const AVAILABILITY_PERIODS = ['mornings', 'afternoons', 'evenings', 'nights', 'weekends'] as const;
export type ResumeAvailabilityPeriod = (typeof AVAILABILITY_PERIODS)[number];
export type ResumeEducation = {
  id: string;
  institution: string;
  degreeLevel?: number;
  fieldOfStudy?: number;
  studyProgram?: string;
  location?: string;
  period: TimePeriod;
  summary?: string;
};
export type ResumeWorkExperience = {
  id: string;
  jobTitle: string;
  occupationalField?: number;
  employmentType?: number;
  companyName?: string;
  /**
   * Never stored (the section input has no such field): set by server/resumes/resume-view.ts when it takes the
   * company of a current job out of what a recruiter sees (docs/product-decisions.md "Privacy from one's employer").
   */
  companyHidden?: true;
  location?: string;
  period: TimePeriod;
  summary?: string;
};
/** Language levels: the CEFR levels and native speaker ("Muttersprache"). */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
/** languages and skills groups: term tids, a free text and notes; languages also a level per chosen tid. */
export type ResumeTermGroup = {
  tids: number[];
  free?: string;
  notes?: string;
  levels?: Array<{ tid: number; level: LanguageLevel }>;
};

/**
 * docs/product.md §3 Resume with all groups, one per user and region. visible: docs/product.md §4 toggled by the owner;
 * only visible, complete resumes appear in resume search. The *_tids columns mirror the groups for search facets
 * (docs/product.md §9).
 */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: regionId().notNull(),
    visible: boolean('visible').notNull().default(false),
    /** False until the setup wizard's required steps are done (docs/product.md §1 INCOMPLETE_REDIRECT_TO_WIZARD). */
    complete: boolean('complete').notNull().default(false),
    personalInfo: jsonb('personal_info').$type<ResumePersonalInfo>().notNull().default({}),
    jobPreferences: jsonb('job_preferences')
      .$type<ResumeJobPreferences>()
      .notNull()
      .default({ desiredOccupation: [], employmentType: [], availabilityPeriods: [] }),
    education: jsonb('education').$type<ResumeEducation[]>().notNull().default([]),
    workExperience: jsonb('work_experience').$type<ResumeWorkExperience[]>().notNull().default([]),
    languages: jsonb('languages').$type<ResumeTermGroup>().notNull().default({ tids: [] }),
    skills: jsonb('skills').$type<ResumeTermGroup>().notNull().default({ tids: [] }),
    careerStatusTid: integer('career_status_tid'),
    occupationTids: integer('occupation_tids').array().notNull().default([]),
    /**
     * The KldB occupations of the desired job (server/search/occupations/classify-job.ts), set on every save;
     * null until classified (rows from before the column, seeds).
     */
    occupationCodes: text('occupation_codes').array(),
    languageTids: integer('language_tids').array().notNull().default([]),
    skillTids: integer('skill_tids').array().notNull().default([]),
    fieldOfStudyTids: integer('field_of_study_tids').array().notNull().default([]),
    /** Desired location, for radius search. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /**
     * The company of a current job (no end date) is shown to recruiters and searched only when the owner says so;
     * an organization with an approved contact request sees it regardless (docs/product-decisions.md "Privacy from
     * one's employer").
     */
    showCurrentEmployer: boolean('show_current_employer').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('resumes_user_region_uq').on(t.userId, t.regionId),
    index('resumes_region_visible_idx').on(t.regionId, t.visible, t.updatedAt),
    index('resumes_occupation_idx').using('gin', t.occupationTids),
  ],
);

// docs/product.md §4 resume contact requests: pending → approved or declined; an approved contact may be
// revoked.
export const contactRequestStatus = pgEnum('contact_request_status', ['pending', 'approved', 'revoked', 'declined']);
export type ContactRequestStatus = (typeof contactRequestStatus.enumValues)[number];

/** A recruiter's organization asks a candidate for contact; one open request per resume and organization. */
export const resumeContactRequests = pgTable(
  'resume_contact_requests',
  {
    id: id(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: contactRequestStatus('status').notNull().default('pending'),
    message: text('message'),
    /** The subscription whose resume contact slot the request used. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    approvedAt: tstz('approved_at'),
    revokedAt: tstz('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    unique('resume_contact_requests_resume_org_uq').on(t.resumeId, t.organizationId),
    index('resume_contact_requests_org_status_idx').on(t.organizationId, t.status),
  ],
);

/**
 * Organizations the resume's owner blocked: their people never find, open or ask for the resume, as if it did not
 * exist (docs/product-decisions.md "Privacy from one's employer"). Both sides cascade: a deleted organization's
 * block goes with it (a merge moves it first, server/organizations/organization-admin.ts).
 */
export const resumeBlockedOrganizations = pgTable(
  'resume_blocked_organizations',
  {
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resumeId, t.organizationId] }),
    index('resume_blocked_organizations_org_idx').on(t.organizationId),
  ],
);
