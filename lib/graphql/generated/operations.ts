/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** The state of a mailed erasure link. */
export type AccountErasureLinkState =
  | 'EXPIRED'
  | 'UNKNOWN'
  | 'VALID';

/** What confirming an erasure link did. */
export type AccountErasureOutcome =
  | 'ERASED'
  | 'EXPIRED'
  | 'UNKNOWN';

export type AccountNameInput = {
  displayName: string;
  firstName: string;
  lastName: string;
};

export type AddressInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  administrativeArea?: string | null | undefined;
  countryCode: string;
  locality?: string | null | undefined;
  zip?: string | null | undefined;
};

export type ApplicationInboxFilter = {
  /** Only the applications of this job (one of the organization's). */
  jobId?: string | number | null | undefined;
  /** The organization whose applications to list; default: the caller's active organization. */
  organizationId?: string | number | null | undefined;
  status?: ApplicationStatus | null | undefined;
};

/** Where an application stands in the employer's inbox: new → in_review → invited / rejected / hired. */
export type ApplicationStatus =
  | 'hired'
  | 'in_review'
  | 'invited'
  | 'new'
  | 'rejected';

export type ApplicationStatusMail = {
  body: string;
  subject: string;
};

export type ApplicationWorkflow =
  | 'email'
  | 'internal'
  | 'link';

export type AvailabilityPeriodInput = {
  end?: string | null | undefined;
  immediate?: boolean | null | undefined;
  /** ISO dates (YYYY-MM-DD). */
  start?: string | null | undefined;
};

export type BlogPostInput = {
  /** HTML from the editor; stored sanitized. */
  body?: string | null | undefined;
  imageAlt?: string | null | undefined;
  /** An image the editor uploaded (uploadFile), or the post's own; omitted: no image. */
  imageFileId?: string | number | null | undefined;
  /** Lower-case letters, digits and hyphens; omitted: the post's own, or one made of the title. Fixed once published. */
  slug?: string | null | undefined;
  teaser?: string | null | undefined;
  title: string;
};

/** draft: never published; published: on the site; withdrawn: taken off the site after it was published. */
export type BlogPostState =
  | 'draft'
  | 'published'
  | 'withdrawn';

export type CheckoutQuoteInput = {
  customer: CustomerProfileInput;
  productId: string | number;
  quantity?: number | null | undefined;
};

/** An organization support creates for a customer; the owner gets an invitation and becomes owner on accepting it. */
export type CustomerOrganizationInput = {
  companyName: string;
  countryCode: string;
  locality: string;
  ownerEmail: string;
  street?: string | null | undefined;
  zip: string;
};

export type CustomerProfileInput = {
  address: AddressInput;
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Optional Leitweg-ID of a public-sector buyer; format and check digits are checked. */
  leitwegId?: string | null | undefined;
  vatNumber?: string | null | undefined;
};

export type DraftLanguage =
  | 'de'
  | 'en'
  | 'fr';

export type DraftSource =
  | 'ai'
  | 'builtin';

/** docs/product.md §6 editor toolbar: basic (heading, bold, italic, link, lists, quote, undo, redo) or full (admin-like: also indent, outdent, table, media embed). */
export type EditorToolbar =
  | 'basic'
  | 'full';

export type EmployerMailSettingsInput = {
  applications: boolean;
  contactAnswers: boolean;
  jobExpiring: boolean;
  jobReview: boolean;
  teamJoined: boolean;
};

export type ExtendJobOutcome =
  /** It would take another charge than the confirmation showed (expectedCharge): nothing changed. */
  | 'charge_changed'
  /** A running job got another runtime from its current end. */
  | 'extended'
  /** An ended job was sent to review again (the site's review policy); an editor puts it live for a runtime from then. */
  | 'needs_review'
  /** Neither a job credit nor a free slot: nothing changed. */
  | 'no_credit'
  /** An ended job went live again for a runtime from now. */
  | 'republished';

export type InvoiceKind =
  /** Stornorechnung: cancels an invoice (never a deleted row). */
  | 'cancellation'
  | 'invoice';

/** docs/product.md §4 alert intervals; NONE: the alert sends nothing (a paused alert keeps the interval it resumes with). */
export type JobAlertInterval =
  | 'DAILY'
  | 'MONTHLY'
  | 'NONE'
  | 'WEEKLY';

/** What the current publication of a job took. */
export type JobCharge =
  | 'credit'
  | 'slot';

/** A work place: a gazetteer place or postal code as searchPlaces returns it, optionally with a street address. */
export type JobLocationInput = {
  address?: AddressInput | null | undefined;
  label: string;
  lat: number;
  lon: number;
};

export type JobManagerFilter = {
  /** A frontend (site id) the job is posted on. */
  frontend?: string | null | undefined;
  state?: ManagedJobState | null | undefined;
  /** Words the title contains (all of them; at most 100 characters). */
  words?: string | null | undefined;
};

export type JobManagerSort =
  | 'ending'
  | 'newest'
  | 'published'
  | 'title'
  | 'views';

/**
 * Every field of a posting (docs/product.md §3 Job) as the wizard sends it. All optional while a draft; submitJobPosting checks
 * them in full. Term lists hold taxonomy tids. Descriptions are rich text kept as the docs/product.md §5 sanitizer of the caller's
 * role allows (filtered_html; full_html for admin-like users).
 */
export type JobPostingInput = {
  applicationEmails?: Array<string> | null | undefined;
  applicationLink?: string | null | undefined;
  applicationQualifyingQuestions?: Array<QualifyingQuestionInput> | null | undefined;
  applicationRequireCoverLetter?: boolean | null | undefined;
  applicationRequireCv?: boolean | null | undefined;
  applicationRequireQualifyingQuestions?: boolean | null | undefined;
  applicationWorkflow?: ApplicationWorkflow | null | undefined;
  availabilityPeriod?: AvailabilityPeriodInput | null | undefined;
  degreeLevels?: Array<number> | null | undefined;
  description?: string | null | undefined;
  durationDays?: number | null | undefined;
  employmentTypes?: Array<number> | null | undefined;
  fieldsOfStudy?: Array<number> | null | undefined;
  /** job_per_file: an uploaded PDF (uploadFile). */
  fileId?: string | number | null | undefined;
  languages?: Array<number> | null | undefined;
  languagesFree?: string | null | undefined;
  /** job_per_link: the original ad. */
  linkUrl?: string | null | undefined;
  /** One or more work places, the first is the main one. */
  locations?: Array<JobLocationInput> | null | undefined;
  logoFileId?: string | number | null | undefined;
  occupationalFields?: Array<number> | null | undefined;
  organizationAssignment?: string | null | undefined;
  organizationId?: string | number | null | undefined;
  /** Go live at this time (scheduled); at once when empty. */
  publishAt?: string | null | undefined;
  remoteOptions?: Array<number> | null | undefined;
  salary?: SalaryInput | null | undefined;
  /** A key of JobPostingContext.salaryBands, instead of min and max. */
  salaryRange?: string | null | undefined;
  skills?: Array<number> | null | undefined;
  skillsFree?: string | null | undefined;
  title?: string | null | undefined;
  type?: JobType | null | undefined;
  videoUrl?: string | null | undefined;
  yearsOfExperience?: number | null | undefined;
};

/** Which jobs wait for an editor before they go live (the site's JOB_POSTING.review). */
export type JobReviewPolicy =
  | 'all'
  | 'none'
  | 'untrusted';

export type JobRevisionStatus =
  | 'editing'
  | 'rejected'
  | 'submitted';

/** An AND of OR groups (docs/product.md §7). */
export type JobSearchConditionGroupInput = {
  conjunction?: string | null | undefined;
  groups: Array<JobSearchConditionOrGroupInput>;
};

export type JobSearchConditionInput = {
  name: string;
  /** =, <>, <, <=, >, >= or LIKE (title). */
  operator?: string | null | undefined;
  value: string;
};

export type JobSearchConditionOrGroupInput = {
  conditions: Array<JobSearchConditionInput>;
  conjunction?: string | null | undefined;
};

export type JobSearchFacetInput = {
  field: string;
  /** At most this many values, the most frequent first (docs/product.md §9: 100). */
  limit?: number | null | undefined;
  min_count?: number | null | undefined;
  /** Also count hits without a value (value "!"). */
  missing?: boolean | null | undefined;
  /** OR: the counts of a field ignore the field's own conditions (multi-select facets). AND: they do not. */
  operator?: string | null | undefined;
};

/** How a job search that found nothing with all its words was widened. */
export type JobSearchFallback =
  /** Jobs with some of the words, the most words first. */
  | 'ANY_WORD'
  /** Jobs with parts of typed compounds or with title words spelled alike. */
  | 'RELATED';

export type JobSearchFulltextInput = {
  /** What the job seeker typed: at most 200 characters and 10 words. */
  keys: string;
};

export type JobSearchGeoLocationInput = {
  administrativeArea?: string | null | undefined;
  country?: string | null | undefined;
  label?: string | null | undefined;
  lat?: number | null | undefined;
  /** locality, postal_code, administrative_area_level_1, country … */
  locationType?: string | null | undefined;
  lon?: number | null | undefined;
  /** With locationType postal_code and no lat/lon: the leading digits of the jobs' postal codes (a postal area such as 90). */
  postalCode?: string | null | undefined;
  /** Kilometres around lat/lon, at most the site's largest radius option; ignored for locationType country and administrative_area_level_1 (docs/product.md §9). */
  radius?: number | null | undefined;
};

/**
 * The docs/product.md §7 job search payload, as the front end's payload builder (lib/search/build-job-search-payload.ts) makes it.
 * Field names (facets, conditions): occupational_field, employment_type, remote_options, job_organization_name
 * (values: organization slugs), job_location (values: place labels), degree_level, years_of_experience, title
 * (operator LIKE, a substring of the title), job_id.
 */
export type JobSearchPayload = {
  /** At most 12 groups and 50 conditions in all. */
  condition_group?: JobSearchConditionGroupInput | null | undefined;
  /** Each field at most once. */
  facets?: Array<JobSearchFacetInput> | null | undefined;
  fulltext?: JobSearchFulltextInput | null | undefined;
  geoLocation?: JobSearchGeoLocationInput | null | undefined;
  /** Language of labels and full text (de). */
  language?: string | null | undefined;
  /** Which hits: from `first` (0-based, at most 10000) to before `last`; at most 100 at once. Default 0 to 10. */
  range?: JobSearchRangeInput | null | undefined;
  /** No sorts or field search_api_relevance: by relevance. field_job_publishing_date desc: newest first. */
  sorts?: Array<JobSearchSortInput> | null | undefined;
};

export type JobSearchRangeInput = {
  first?: number | null | undefined;
  last?: number | null | undefined;
};

export type JobSearchSortInput = {
  field: string;
  value?: string | null | undefined;
};

export type JobState =
  | 'archived'
  /** Being written in the wizard, or sent back by review; never shown to visitors. */
  | 'draft'
  | 'needs_review'
  | 'published'
  | 'scheduled';

export type JobType =
  | 'job_per_file'
  | 'job_per_link'
  | 'job_per_template';

/** What a kept file is: a CV uploaded for the CV import, an application's attachment, the resume's photo, a contact message's attachment. */
export type KeptFileKind =
  | 'APPLICATION_ATTACHMENT'
  | 'CONTACT_ATTACHMENT'
  | 'RESUME_IMPORT'
  | 'RESUME_PHOTO';

/** How long a kept file stays: until the user deletes it; with its application (the employer received it); with the resume (changed there); until its message is sent; a sent message's copy, until the user deletes it. */
export type KeptFileRetention =
  | 'SENT_MESSAGE'
  | 'UNTIL_DELETED'
  | 'WITH_APPLICATION'
  | 'WITH_MESSAGE'
  | 'WITH_RESUME';

/** Why records stay after an erasure: retention laws (orders, invoices), the organization's own data, the site's content. */
export type KeptRecordReason =
  | 'LAW'
  | 'ORGANIZATION'
  | 'SITE';

/** docs/product.md §4 states as the job manager shows them: the workflow's, and expired for a job whose runtime ended. */
export type ManagedJobState =
  | 'archived'
  | 'draft'
  | 'expired'
  | 'needs_review'
  | 'published'
  | 'scheduled';

export type ModerationKind =
  | 'new_job'
  | 'revision';

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending'
  | 'refunded';

/** Sections to save into the draft; a section left out stays as it is. */
export type OrganizationProfileInput = {
  about?: ProfileAboutInput | null | undefined;
  attachments?: Array<string | number> | null | undefined;
  benefits?: Array<number> | null | undefined;
  companyInfo?: ProfileCompanyInfoInput | null | undefined;
  contactPeople?: Array<ProfileContactPersonInput> | null | undefined;
  faq?: Array<ProfileFaqEntryInput> | null | undefined;
  furtherLocations?: Array<ProfileLocationInput> | null | undefined;
  gallery?: Array<ProfileGalleryImageInput> | null | undefined;
  info?: ProfileInfoInput | null | undefined;
  personalInfo?: ProfilePersonalInfoInput | null | undefined;
  videos?: Array<ProfileVideoInput> | null | undefined;
};

/**
 * The organization search payload: the docs/product.md §7 shape of the job search. Fields (facets, conditions): occupation,
 * industry, field_of_study (taxonomy tids), organization_name (operator LIKE).
 */
export type OrganizationSearchPayload = {
  condition_group?: JobSearchConditionGroupInput | null | undefined;
  facets?: Array<JobSearchFacetInput> | null | undefined;
  /** Only featured organizations (the SHOW_ONLY_FEATURED_ORGANIZATIONS flag). */
  featuredOnly?: boolean | null | undefined;
  fulltext?: JobSearchFulltextInput | null | undefined;
  language?: string | null | undefined;
  /** Default 0 to 12; at most 100 at once. */
  range?: JobSearchRangeInput | null | undefined;
};

export type PlaceOrderInput = {
  /** The summary the buyer confirmed: the order is refused when the price changed since (gross in cents). */
  confirmedGrossCents: number;
  customer: CustomerProfileInput;
  /** Checkout.orderKey. */
  orderKey: string;
  /** docs/product.md §1 ORDER_ADDITIONAL_INFO: purchase-order reference, shown on the invoice. */
  orderReference?: string | null | undefined;
  productId: string | number;
  quantity?: number | null | undefined;
};

export type ProductKind =
  /** A pack of job-ad credits. */
  | 'credits'
  /** A time-boxed subscription with job slots and resume-contact slots. */
  | 'subscription';

export type ProfileAboutInput = {
  fieldsOfStudy: Array<number>;
  industry: Array<number>;
  occupation: Array<number>;
  /** Rich text (HTML); docs/product.md §5 sanitizer on publish. */
  presentation?: string | null | undefined;
  size?: number | null | undefined;
};

export type ProfileCompanyInfoInput = {
  address: AddressInput;
  name?: string | null | undefined;
  size?: number | null | undefined;
};

export type ProfileContactPersonInput = {
  contactInfo?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  linkedinProfile?: string | null | undefined;
  phone?: string | null | undefined;
  /** An uploaded image of at least 160 × 160 px, cropped square. */
  photoFileId?: string | number | null | undefined;
  position?: string | null | undefined;
  salutation?: string | null | undefined;
};

export type ProfileFaqEntryInput = {
  answer?: string | null | undefined;
  question?: string | null | undefined;
};

export type ProfileGalleryImageInput = {
  alt?: string | null | undefined;
  fileId: string | number;
  title?: string | null | undefined;
};

export type ProfileInfoInput = {
  alternativeName?: string | null | undefined;
  /** An uploaded image of at least 1000 × 500 px, cropped to 2:1. */
  coverFileId?: string | number | null | undefined;
  /** An uploaded image (uploadFile): checked and re-encoded when saved (docs/product.md §9: at least 60 px high). */
  logoFileId?: string | number | null | undefined;
  name?: string | null | undefined;
  organizationLocation?: string | null | undefined;
  profiles: SocialProfilesInput;
  website?: string | null | undefined;
};

export type ProfileLocationInput = {
  address: AddressInput;
  name?: string | null | undefined;
};

export type ProfilePersonalInfoInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  position?: string | null | undefined;
  /** mr, ms, diverse or none. */
  salutation?: string | null | undefined;
};

export type ProfileVideoInput = {
  coverFileId?: string | number | null | undefined;
  coverTitle?: string | null | undefined;
  source?: string | null | undefined;
};

export type QualifyingQuestionInput = {
  /** yes_no or text. */
  answerType: string;
  /** For yes_no: the answer that qualifies (yes or no). */
  expected?: string | null | undefined;
  id?: string | number | null | undefined;
  question: string;
};

/** The place of a saved resume search: its name (for the label and the link back to the search) and the radius. */
export type ResumeAlertPlaceInput = {
  label: string;
  lat: number;
  lon: number;
  /** Kilometres around the place, 1 to 200. */
  radiusKm: number;
};

/** The resume search to save: the search's payload without its page, the place with its name. */
export type ResumeAlertSearchInput = {
  filters?: Array<ResumeSearchFilterInput> | null | undefined;
  keys?: string | null | undefined;
  place?: ResumeAlertPlaceInput | null | undefined;
};

/** The candidate's answer: approve or decline a pending request, revoke an approval. */
export type ResumeContactDecision =
  | 'approve'
  | 'decline'
  | 'revoke';

/** docs/product.md §4 a contact request's state: the candidate approves or declines a pending one and may revoke an approval. */
export type ResumeContactStatus =
  | 'approved'
  | 'declined'
  | 'pending'
  | 'revoked';

export type ResumeEducationInput = {
  degreeLevel?: number | null | undefined;
  fieldOfStudy?: number | null | undefined;
  /** Null for a new entry. */
  id?: string | number | null | undefined;
  institution?: string | null | undefined;
  location?: string | null | undefined;
  period?: ResumePeriodInput | null | undefined;
  studyProgram?: string | null | undefined;
  summary?: string | null | undefined;
};

export type ResumeJobPreferencesInput = {
  availabilityPeriods?: Array<string> | null | undefined;
  availableStart?: string | null | undefined;
  careerStatus?: number | null | undefined;
  /** A town or postal code as typed. */
  desiredLocation?: string | null | undefined;
  desiredOccupation?: Array<number> | null | undefined;
  desiredSalary?: ResumeSalaryInput | null | undefined;
  employmentType?: Array<number> | null | undefined;
  radiusKm?: number | null | undefined;
  title?: string | null | undefined;
};

export type ResumeLanguageLevelInput = {
  level: string;
  tid: number;
};

export type ResumePeriodInput = {
  current?: boolean | null | undefined;
  /** YYYY-MM; leave empty with current. */
  end?: string | null | undefined;
  /** YYYY-MM */
  start?: string | null | undefined;
};

/** The photo is not part of it: it is uploaded and removed on its own (POST /lebenslauf/foto) and kept here. */
export type ResumePersonalInfoInput = {
  about?: string | null | undefined;
  birthday?: string | null | undefined;
  firstName?: string | null | undefined;
  /** A town or postal code as typed. */
  homeLocation?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  salutation?: string | null | undefined;
};

export type ResumeSalaryInput = {
  amount?: number | null | undefined;
  unit?: string | null | undefined;
};

/** Chosen values of one facet (ORed); several facets are ANDed. */
export type ResumeSearchFilterInput = {
  /** career_status, language, skill, occupation, region or field_of_study (docs/product.md §9). */
  field: string;
  /** Term tids as text; for region the desired place's name. At most 20. */
  values: Array<string>;
};

export type ResumeSearchPayload = {
  filters?: Array<ResumeSearchFilterInput> | null | undefined;
  /** Words of the desired job, experience, education and skills (the job search's German word handling). */
  keys?: string | null | undefined;
  /** 1-based; 10 resumes a page (docs/product.md §9), at most page 100. */
  page?: number | null | undefined;
  /** Resumes whose desired location lies within the radius. */
  place?: ResumeSearchPlaceInput | null | undefined;
};

export type ResumeSearchPlaceInput = {
  lat: number;
  lon: number;
  /** Kilometres around the place, at most 200. */
  radiusKm: number;
};

/** Exactly one section: the one to save; lists are saved whole, in the order given. */
export type ResumeSectionInput = {
  education?: Array<ResumeEducationInput> | null | undefined;
  jobPreferences?: ResumeJobPreferencesInput | null | undefined;
  languages?: ResumeTermGroupInput | null | undefined;
  personalInfo?: ResumePersonalInfoInput | null | undefined;
  skills?: ResumeTermGroupInput | null | undefined;
  workExperience?: Array<ResumeWorkExperienceInput> | null | undefined;
};

export type ResumeTermGroupInput = {
  free?: string | null | undefined;
  /** Languages only. */
  levels?: Array<ResumeLanguageLevelInput> | null | undefined;
  notes?: string | null | undefined;
  tids?: Array<number> | null | undefined;
};

export type ResumeWorkExperienceInput = {
  companyName?: string | null | undefined;
  employmentType?: number | null | undefined;
  /** Null for a new entry. */
  id?: string | number | null | undefined;
  jobTitle?: string | null | undefined;
  location?: string | null | undefined;
  occupationalField?: number | null | undefined;
  period?: ResumePeriodInput | null | undefined;
  summary?: string | null | undefined;
};

export type RichTextFormat =
  | 'filtered_html'
  | 'full_html'
  | 'plain';

export type SalaryInput = {
  /** ISO 4217; EUR when empty. */
  currencyCode?: string | null | undefined;
  max?: number | null | undefined;
  min?: number | null | undefined;
  unit?: SalaryUnit | null | undefined;
};

export type SalaryUnit =
  | 'day'
  | 'hour'
  | 'month'
  | 'week'
  | 'year';

export type SocialProfilesInput = {
  blueSky?: string | null | undefined;
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  linkedin?: string | null | undefined;
  tiktok?: string | null | undefined;
  twitter?: string | null | undefined;
  xing?: string | null | undefined;
  youtube?: string | null | undefined;
};

export type SubmitOutcome =
  /** The submitter's e-mail address is not confirmed yet: nothing was charged or changed. */
  | 'email_unconfirmed'
  /** Fields to fix; see errors. */
  | 'invalid'
  | 'needs_review'
  /** No job credit and no free slot: the posting stays a draft (JobPostingContext.creditUrl says where to get one). */
  | 'no_credit'
  | 'published'
  | 'scheduled';

export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'expired'
  | 'pending';

export type TeamInvitationState =
  | 'expired'
  | 'revoked'
  | 'unknown'
  | 'used'
  | 'valid';

export type VatTreatment =
  /** German VAT at the German rate (buyer in Germany, or in another EU country without a valid VAT number). */
  | 'domestic'
  /** Buyer outside the EU: not taxable in Germany. */
  | 'outside_eu'
  /** Business in another EU country with a valid VAT number: 0 %, the buyer owes the VAT. */
  | 'reverse_charge';

export type MyAccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountPageQuery = { myAccount: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string | null, hasPassword: boolean, pendingEmail: { newEmail: string, expiresAt: string } | null }, myConsents: Array<{ id: string, type: string, placement: string, revision: number, text: string, givenAt: string }> };

export type MyJobAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyJobAlertsQuery = { myJobAlerts: Array<{ id: string, label: string, interval: JobAlertInterval, confirmed: boolean, paused: boolean, searchHref: string, lastSentAt: string | null }> };

export type UpdateAccountNameMutationVariables = Exact<{
  input: AccountNameInput;
}>;


export type UpdateAccountNameMutation = { updateAccountName: { id: string } };

export type RequestEmailChangeMutationVariables = Exact<{
  email: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { newEmail: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type UpdateMyJobAlertMutationVariables = Exact<{
  id: string | number;
  label: string;
  interval: JobAlertInterval;
}>;


export type UpdateMyJobAlertMutation = { updateMyJobAlert: { id: string } };

export type SetMyJobAlertPausedMutationVariables = Exact<{
  id: string | number;
  paused: boolean;
}>;


export type SetMyJobAlertPausedMutation = { setMyJobAlertPaused: { id: string } };

export type DeleteMyJobAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMyJobAlertMutation = { deleteMyJobAlert: boolean };

export type MySeekerOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type MySeekerOverviewQuery = { mySeekerOverview: { applications: number, hasPassword: boolean, pendingEmail: string | null, resume: { complete: boolean, visible: boolean, updatedAt: string } | null, alerts: { total: number, paused: number, unconfirmed: number } } };

export type MyEmployerMailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEmployerMailSettingsQuery = { myEmployerMailSettings: { applications: boolean, jobReview: boolean, jobExpiring: boolean, contactAnswers: boolean, teamJoined: boolean } };

export type UpdateMyEmployerMailSettingsMutationVariables = Exact<{
  input: EmployerMailSettingsInput;
}>;


export type UpdateMyEmployerMailSettingsMutation = { updateMyEmployerMailSettings: { applications: boolean } };

export type ApplicationInboxQueryVariables = Exact<{
  filter?: ApplicationInboxFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ApplicationInboxQuery = { applicationInbox: { organizationId: string, organizationName: string, total: number, jobs: Array<{ id: string, title: string, applications: number }>, items: Array<{ id: string, jobId: string, jobTitle: string, firstName: string, lastName: string, status: ApplicationStatus, receivedAt: string, deletionDate: string | null, attachmentCount: number }> } | null };

export type JobApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type JobApplicationQuery = { jobApplication: { id: string, jobId: string, jobTitle: string, firstName: string, lastName: string, emailAddress: string, coverLetter: string | null, status: ApplicationStatus, receivedAt: string, rejectedAt: string | null, deletionDate: string | null, nextStatuses: Array<ApplicationStatus>, answers: Array<{ questionId: string, question: string | null, answer: string }>, attachments: Array<{ id: string, name: string, mimeType: string, size: number, url: string }>, mailProposals: Array<{ status: ApplicationStatus, subject: string, body: string }>, notes: Array<{ id: string, author: string, body: string, createdAt: string }>, events: Array<{ id: string, fromStatus: ApplicationStatus, toStatus: ApplicationStatus, mailSubject: string | null, createdAt: string }> } };

export type SetApplicationStatusMutationVariables = Exact<{
  id: string | number;
  status: ApplicationStatus;
  mail?: ApplicationStatusMail | null | undefined;
}>;


export type SetApplicationStatusMutation = { setApplicationStatus: { id: string, status: ApplicationStatus } };

export type AddApplicationNoteMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type AddApplicationNoteMutation = { addApplicationNote: { id: string } };

export type BlogImageFieldsFragment = { url: string, alt: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null };

export type BlogPostsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type BlogPostsQuery = { blogPosts: { total: number, page: number, pageSize: number, posts: Array<{ id: string, slug: string, url: string, title: string, teaser: string | null, publishedAt: string, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }> } };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { id: string, slug: string, url: string, title: string, teaser: string | null, body: string, publishedAt: string, updatedAt: string, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null } | null };

export type BlogEditorPostFieldsFragment = { id: string, slug: string, url: string, title: string, teaser: string | null, body: string, state: BlogPostState, publishedAt: string | null, updatedAt: string, imageFileId: string | null, toolbar: EditorToolbar, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null };

export type BlogEditorPostsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type BlogEditorPostsQuery = { blogEditorPosts: { total: number, page: number, pageSize: number, posts: Array<{ id: string, url: string, title: string, state: BlogPostState, publishedAt: string | null, updatedAt: string }> } };

export type BlogEditorPostQueryVariables = Exact<{
  id: string | number;
}>;


export type BlogEditorPostQuery = { blogEditorPost: { id: string, slug: string, url: string, title: string, teaser: string | null, body: string, state: BlogPostState, publishedAt: string | null, updatedAt: string, imageFileId: string | null, toolbar: EditorToolbar, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null } };

export type SaveBlogPostMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: BlogPostInput;
}>;


export type SaveBlogPostMutation = { saveBlogPost: { post: { id: string, state: BlogPostState } | null, errors: Array<{ field: string, message: string }> } };

export type PublishBlogPostMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishBlogPostMutation = { publishBlogPost: { post: { id: string, state: BlogPostState } | null, errors: Array<{ field: string, message: string }> } };

export type UnpublishBlogPostMutationVariables = Exact<{
  id: string | number;
}>;


export type UnpublishBlogPostMutation = { unpublishBlogPost: { id: string, state: BlogPostState } };

export type BookmarkIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookmarkIdsQuery = { myBookmarks: { items: Array<{ job: { jobId: string } }> } };

export type MyBookmarksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookmarksQuery = { myBookmarks: { limit: number, items: Array<{ savedAt: string, job: { jobId: string, title: string | null, organizationName: string | null, locationLabel: string | null, online: boolean } }> } };

export type BookmarkedJobsQueryVariables = Exact<{
  jobIds: Array<string | number> | string | number;
}>;


export type BookmarkedJobsQuery = { bookmarkedJobs: Array<{ jobId: string, title: string | null, organizationName: string | null, locationLabel: string | null, online: boolean }> };

export type SaveBookmarkMutationVariables = Exact<{
  jobId: string | number;
}>;


export type SaveBookmarkMutation = { saveBookmark: { jobIds: Array<string> } };

export type RemoveBookmarkMutationVariables = Exact<{
  jobId: string | number;
}>;


export type RemoveBookmarkMutation = { removeBookmark: { jobIds: Array<string> } };

export type RemoveAllBookmarksMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAllBookmarksMutation = { removeAllBookmarks: { jobIds: Array<string> } };

export type MergeBookmarksMutationVariables = Exact<{
  jobIds: Array<string | number> | string | number;
}>;


export type MergeBookmarksMutation = { mergeBookmarks: { jobIds: Array<string>, added: number, notKept: number } };

export type ShopProductFieldsFragment = { id: string, sku: string, kind: ProductKind, name: string, netCents: number, currency: string, credits: number | null, jobSlots: number | null, resumeContactSlots: number | null, durationDays: number | null };

export type CustomerProfileFieldsFragment = { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } };

export type OrderFieldsFragment = { id: string, number: string, status: OrderStatus, organizationId: string, organizationName: string, frontend: string, createdAt: string, paidAt: string | null, paymentDate: string | null, dueDate: string | null, netCents: number, vatRate: number, vatTreatment: VatTreatment, vatCents: number, grossCents: number, currency: string, paymentMethod: string, orderReference: string | null, items: Array<{ sku: string, name: string, quantity: number, unitNetCents: number }>, customerProfile: { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } }, invoices: Array<{ id: string, number: string, kind: InvoiceKind, issuedAt: string, dueDate: string | null, grossCents: number, pdfUrl: string, xrechnungUrl: string }> };

export type CheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutQuery = { checkout: { organizationId: string, organizationName: string, asksOrderReference: boolean, orderKey: string, products: Array<{ id: string, sku: string, kind: ProductKind, name: string, netCents: number, currency: string, credits: number | null, jobSlots: number | null, resumeContactSlots: number | null, durationDays: number | null }>, customerProfile: { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } } | null } };

export type ShopProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopProductsQuery = { shopProducts: Array<{ id: string, sku: string, kind: ProductKind, name: string, netCents: number, currency: string, credits: number | null, jobSlots: number | null, resumeContactSlots: number | null, durationDays: number | null }> };

export type CheckoutQuoteQueryVariables = Exact<{
  input: CheckoutQuoteInput;
}>;


export type CheckoutQuoteQuery = { checkoutQuote: { quantity: number, netCents: number, vatRate: number, vatTreatment: VatTreatment, vatCents: number, grossCents: number, currency: string, vatNote: string | null, product: { id: string, sku: string, kind: ProductKind, name: string, netCents: number, currency: string, credits: number | null, jobSlots: number | null, resumeContactSlots: number | null, durationDays: number | null }, errors: Array<{ field: string, message: string }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { alreadyPlaced: boolean, order: { id: string, number: string, status: OrderStatus, organizationId: string, organizationName: string, frontend: string, createdAt: string, paidAt: string | null, paymentDate: string | null, dueDate: string | null, netCents: number, vatRate: number, vatTreatment: VatTreatment, vatCents: number, grossCents: number, currency: string, paymentMethod: string, orderReference: string | null, items: Array<{ sku: string, name: string, quantity: number, unitNetCents: number }>, customerProfile: { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } }, invoices: Array<{ id: string, number: string, kind: InvoiceKind, issuedAt: string, dueDate: string | null, grossCents: number, pdfUrl: string, xrechnungUrl: string }> } | null, errors: Array<{ field: string, message: string }> } };

export type OrganizationOrdersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrganizationOrdersQuery = { organizationOrders: { total: number, orders: Array<{ id: string, number: string, status: OrderStatus, organizationId: string, organizationName: string, frontend: string, createdAt: string, paidAt: string | null, paymentDate: string | null, dueDate: string | null, netCents: number, vatRate: number, vatTreatment: VatTreatment, vatCents: number, grossCents: number, currency: string, paymentMethod: string, orderReference: string | null, items: Array<{ sku: string, name: string, quantity: number, unitNetCents: number }>, customerProfile: { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } }, invoices: Array<{ id: string, number: string, kind: InvoiceKind, issuedAt: string, dueDate: string | null, grossCents: number, pdfUrl: string, xrechnungUrl: string }> }> } };

export type SiteOrdersQueryVariables = Exact<{
  status?: OrderStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SiteOrdersQuery = { siteOrders: { total: number, orders: Array<{ id: string, number: string, status: OrderStatus, organizationId: string, organizationName: string, frontend: string, createdAt: string, paidAt: string | null, paymentDate: string | null, dueDate: string | null, netCents: number, vatRate: number, vatTreatment: VatTreatment, vatCents: number, grossCents: number, currency: string, paymentMethod: string, orderReference: string | null, items: Array<{ sku: string, name: string, quantity: number, unitNetCents: number }>, customerProfile: { companyName: string, email: string, firstName: string, lastName: string, vatNumber: string | null, leitwegId: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, locality: string | null, zip: string | null } }, invoices: Array<{ id: string, number: string, kind: InvoiceKind, issuedAt: string, dueDate: string | null, grossCents: number, pdfUrl: string, xrechnungUrl: string }> }> } };

export type MyCreditsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type MyCreditsQuery = { getCredits: Array<{ amount: number, label: string, organizationName: string, type: string, frontend: string }> };

export type MySubscriptionsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type MySubscriptionsQuery = { getSubscriptions: { total: number, errors: Array<string>, subscriptions: Array<{ id: string, startDate: string, endDate: string, label: string, organizationName: string, availableJobSlots: number, type: string, frontend: string, usageResumeContactSlots: { active: number, available: number, total: number }, status: { label: string, value: SubscriptionStatus }, product: { id: string, name: string } }> } };

export type OrderStateFieldsFragment = { id: string, number: string, status: OrderStatus };

export type MarkOrderPaidMutationVariables = Exact<{
  orderId: string | number;
  paymentDate?: string | null | undefined;
}>;


export type MarkOrderPaidMutation = { markOrderPaid: { id: string, number: string, status: OrderStatus } };

export type CancelOrderMutationVariables = Exact<{
  orderId: string | number;
  reason: string;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, number: string, status: OrderStatus } };

export type RefundOrderMutationVariables = Exact<{
  orderId: string | number;
  reason: string;
}>;


export type RefundOrderMutation = { refundOrder: { id: string, number: string, status: OrderStatus } };

export type ConsentInfosQueryVariables = Exact<{
  placement: string;
}>;


export type ConsentInfosQuery = { getGdprConsentInfos: Array<{ id: string, type: string, optIn: boolean, text: string, revision: number }> };

export type HasLatestConsentQueryVariables = Exact<{
  type: string;
  placement: string;
}>;


export type HasLatestConsentQuery = { hasTheLatestConsent: { hasTheLatestConsent: boolean } };

export type RecordConsentMutationVariables = Exact<{
  mail: string;
  infoId: string | number;
}>;


export type RecordConsentMutation = { createGdprUserConsent: { errors: Array<string>, consent: { id: string } | null } };

export type FrontPageQueryVariables = Exact<{
  payload: JobSearchPayload;
}>;


export type FrontPageQuery = { jobBoardOverview: { openJobs: number, employers: number, featuredJobs: Array<{ id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, locations: Array<{ label: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, employmentTypes: Array<{ tid: number, label: string }>, remoteOptions: Array<{ tid: number, label: string }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null }>, topEmployers: Array<{ id: string, slug: string, name: string, url: string, location: string | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null } | null, industries: Array<{ tid: number, label: string }> }>, popularTownFields: Array<{ town: string, townSlug: string, count: number, field: { tid: number, label: string, pathAlias: string | null } }> }, searchJobs: { total: number, jobs: Array<{ id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, locations: Array<{ label: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, employmentTypes: Array<{ tid: number, label: string }>, remoteOptions: Array<{ tid: number, label: string }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null }>, facets: Array<{ field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> }> } };

export type JobDescriptionDraftSubscriptionVariables = Exact<{
  input: JobPostingInput;
  language?: DraftLanguage | null | undefined;
}>;


export type JobDescriptionDraftSubscription = { jobDescriptionDraft: { text: string, source: DraftSource, done: boolean } };

export type ManagedJobFieldsFragment = { id: string, title: string, state: ManagedJobState, frontend: string, frontendName: string, publishedAt: string | null, expiresAt: string | null, createdAt: string, url: string, figures: { views: number, applyStarts: number, applications: number, outboundClicks: number } };

export type JobManagerCreditFieldsFragment = { jobCredits: number, freeJobSlots: number, balances: Array<{ amount: number, label: string, type: string, frontend: string }> };

export type JobManagerQueryVariables = Exact<{
  filter?: JobManagerFilter | null | undefined;
  sort?: JobManagerSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type JobManagerQuery = { jobManager: { organizationId: string, organizationName: string, viaSupport: boolean, total: number, page: number, pageSize: number, frontends: Array<string>, jobs: Array<{ id: string, title: string, state: ManagedJobState, frontend: string, frontendName: string, publishedAt: string | null, expiresAt: string | null, createdAt: string, url: string, figures: { views: number, applyStarts: number, applications: number, outboundClicks: number } }>, credits: { jobCredits: number, freeJobSlots: number, balances: Array<{ amount: number, label: string, type: string, frontend: string }> } } | null };

export type JobStatisticsQueryVariables = Exact<{
  jobId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type JobStatisticsQuery = { jobStatistics: { from: string, to: string, trackingPixelUrl: string | null, job: { id: string, title: string, state: ManagedJobState, frontend: string, frontendName: string, publishedAt: string | null, expiresAt: string | null, createdAt: string, url: string, figures: { views: number, applyStarts: number, applications: number, outboundClicks: number } }, days: Array<{ day: string, views: number, applyStarts: number, applications: number, outboundClicks: number, pixelImpressions: number }> } };

export type EmployerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployerDashboardQuery = { employerDashboard: { organizationId: string, organizationName: string, viaSupport: boolean, openJobs: number, newApplications: number, drafts: number, inReview: number, endingSoon: Array<{ id: string, title: string, state: ManagedJobState, frontend: string, frontendName: string, publishedAt: string | null, expiresAt: string | null, createdAt: string, url: string, figures: { views: number, applyStarts: number, applications: number, outboundClicks: number } }>, credits: { jobCredits: number, freeJobSlots: number, balances: Array<{ amount: number, label: string, type: string, frontend: string }> } } | null };

export type DuplicateJobPostingMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateJobPostingMutation = { duplicateJobPosting: { id: string } };

export type ExtendJobPostingMutationVariables = Exact<{
  id: string | number;
  expectedCharge?: JobCharge | null | undefined;
}>;


export type ExtendJobPostingMutation = { extendJobPosting: { outcome: ExtendJobOutcome } };

export type ArchiveJobPostingsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ArchiveJobPostingsMutation = { archiveJobPostings: { archived: Array<string> } };

export type JobExtensionQuoteQueryVariables = Exact<{
  jobId: string | number;
}>;


export type JobExtensionQuoteQuery = { jobExtensionQuote: { outcome: ExtendJobOutcome, charge: JobCharge | null, expiresAt: string | null, jobCredits: number, freeJobSlots: number, creditUrl: string, job: { id: string, title: string, state: ManagedJobState, frontend: string, frontendName: string, publishedAt: string | null, expiresAt: string | null, createdAt: string, url: string, figures: { views: number, applyStarts: number, applications: number, outboundClicks: number } } } };

export type JobPostingFieldValuesFragment = { organizationId: string | null, type: JobType, title: string, description: string, descriptionFormat: RichTextFormat, linkUrl: string | null, videoUrl: string | null, organizationAssignment: string | null, remoteOptions: Array<number>, employmentTypes: Array<number>, occupationalFields: Array<number>, fieldsOfStudy: Array<number>, degreeLevels: Array<number>, yearsOfExperience: number | null, salaryRange: string | null, languages: Array<number>, languagesFree: string | null, skills: Array<number>, skillsFree: string | null, publishAt: string | null, durationDays: number | null, applicationWorkflow: ApplicationWorkflow, applicationEmails: Array<string>, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, file: { id: string, name: string, size: number, url: string } | null, logo: { id: string, name: string, size: number, url: string } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string, expected: string | null }> };

export type JobPostingSummaryFragment = { id: string, state: JobState, url: string, reviewNote: string | null, publishedAt: string | null, expiresAt: string | null, updatedAt: string, fields: { organizationId: string | null, type: JobType, title: string, description: string, descriptionFormat: RichTextFormat, linkUrl: string | null, videoUrl: string | null, organizationAssignment: string | null, remoteOptions: Array<number>, employmentTypes: Array<number>, occupationalFields: Array<number>, fieldsOfStudy: Array<number>, degreeLevels: Array<number>, yearsOfExperience: number | null, salaryRange: string | null, languages: Array<number>, languagesFree: string | null, skills: Array<number>, skillsFree: string | null, publishAt: string | null, durationDays: number | null, applicationWorkflow: ApplicationWorkflow, applicationEmails: Array<string>, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, file: { id: string, name: string, size: number, url: string } | null, logo: { id: string, name: string, size: number, url: string } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string, expected: string | null }> }, revision: { status: JobRevisionStatus, reviewNote: string | null, fields: { organizationId: string | null, type: JobType, title: string, description: string, descriptionFormat: RichTextFormat, linkUrl: string | null, videoUrl: string | null, organizationAssignment: string | null, remoteOptions: Array<number>, employmentTypes: Array<number>, occupationalFields: Array<number>, fieldsOfStudy: Array<number>, degreeLevels: Array<number>, yearsOfExperience: number | null, salaryRange: string | null, languages: Array<number>, languagesFree: string | null, skills: Array<number>, skillsFree: string | null, publishAt: string | null, durationDays: number | null, applicationWorkflow: ApplicationWorkflow, applicationEmails: Array<string>, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, file: { id: string, name: string, size: number, url: string } | null, logo: { id: string, name: string, size: number, url: string } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string, expected: string | null }> } } | null, organization: { id: string, name: string, jobCredits: number, freeJobSlots: number }, missing: Array<{ field: string, message: string }> };

export type JobPostingContextQueryVariables = Exact<{ [key: string]: never; }>;


export type JobPostingContextQuery = { jobPostingContext: { reviewPolicy: JobReviewPolicy, salaryRequired: boolean, salaryFreeInput: boolean, applicationAttachments: boolean, defaultDurationDays: number, aiDraftAvailable: boolean, editorToolbar: EditorToolbar, creditUrl: string, organizations: Array<{ id: string, name: string, trusted: boolean, jobCredits: number, freeJobSlots: number, logo: { url: string, alt: string | null } | null }>, salaryBands: Array<{ key: string, min: number | null, max: number | null }> } };

export type JobPostingQueryVariables = Exact<{
  id: string | number;
}>;


export type JobPostingQuery = { jobPosting: { id: string, state: JobState, url: string, reviewNote: string | null, publishedAt: string | null, expiresAt: string | null, updatedAt: string, fields: { organizationId: string | null, type: JobType, title: string, description: string, descriptionFormat: RichTextFormat, linkUrl: string | null, videoUrl: string | null, organizationAssignment: string | null, remoteOptions: Array<number>, employmentTypes: Array<number>, occupationalFields: Array<number>, fieldsOfStudy: Array<number>, degreeLevels: Array<number>, yearsOfExperience: number | null, salaryRange: string | null, languages: Array<number>, languagesFree: string | null, skills: Array<number>, skillsFree: string | null, publishAt: string | null, durationDays: number | null, applicationWorkflow: ApplicationWorkflow, applicationEmails: Array<string>, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, file: { id: string, name: string, size: number, url: string } | null, logo: { id: string, name: string, size: number, url: string } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string, expected: string | null }> }, revision: { status: JobRevisionStatus, reviewNote: string | null, fields: { organizationId: string | null, type: JobType, title: string, description: string, descriptionFormat: RichTextFormat, linkUrl: string | null, videoUrl: string | null, organizationAssignment: string | null, remoteOptions: Array<number>, employmentTypes: Array<number>, occupationalFields: Array<number>, fieldsOfStudy: Array<number>, degreeLevels: Array<number>, yearsOfExperience: number | null, salaryRange: string | null, languages: Array<number>, languagesFree: string | null, skills: Array<number>, skillsFree: string | null, publishAt: string | null, durationDays: number | null, applicationWorkflow: ApplicationWorkflow, applicationEmails: Array<string>, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, file: { id: string, name: string, size: number, url: string } | null, logo: { id: string, name: string, size: number, url: string } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string, expected: string | null }> } } | null, organization: { id: string, name: string, jobCredits: number, freeJobSlots: number }, missing: Array<{ field: string, message: string }> } | null };

export type SaveJobPostingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: JobPostingInput;
}>;


export type SaveJobPostingMutation = { saveJobPosting: { posting: { id: string, state: JobState, updatedAt: string, missing: Array<{ field: string, message: string }> } | null, errors: Array<{ field: string, message: string }> } };

export type SubmitJobPostingMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitJobPostingMutation = { submitJobPosting: { outcome: SubmitOutcome, posting: { id: string, state: JobState, url: string, publishedAt: string | null }, errors: Array<{ field: string, message: string }> } };

export type ReviewFieldsFragment = { title: string, linkUrl: string | null, description: string };

export type ModerationQueueQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ModerationQueueQuery = { moderationQueue: { total: number, items: Array<{ kind: ModerationKind, author: string | null, submittedAt: string, posting: { id: string, organization: { id: string, name: string }, fields: { title: string, linkUrl: string | null, description: string, file: { name: string, url: string } | null }, revision: { status: JobRevisionStatus, fields: { title: string, linkUrl: string | null, description: string } } | null } }> } };

export type ApproveJobPostingMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveJobPostingMutation = { approveJobPosting: { id: string, state: JobState } };

export type RejectJobPostingMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectJobPostingMutation = { rejectJobPosting: { id: string, state: JobState, reviewNote: string | null } };

export type UploadPostingFileMutationVariables = Exact<{
  file: File;
}>;


export type UploadPostingFileMutation = { uploadFile: { id: string, name: string, size: number, url: string, mimeType: string } };

export type JobTitleSuggestionsQueryVariables = Exact<{
  prefix: string;
}>;


export type JobTitleSuggestionsQuery = { suggestJobTitles: Array<string> };

export type JobTeaserFieldsFragment = { id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, locations: Array<{ label: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, employmentTypes: Array<{ tid: number, label: string }>, remoteOptions: Array<{ tid: number, label: string }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null };

export type JobSearchResultFieldsFragment = { total: number, jobs: Array<{ id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, locations: Array<{ label: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, employmentTypes: Array<{ tid: number, label: string }>, remoteOptions: Array<{ tid: number, label: string }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null }>, facets: Array<{ field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> }> };

export type SearchJobsQueryVariables = Exact<{
  payload: JobSearchPayload;
}>;


export type SearchJobsQuery = { searchJobs: { fallback: JobSearchFallback | null, correctedSearch: string | null, total: number, jobs: Array<{ id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, locations: Array<{ label: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, employmentTypes: Array<{ tid: number, label: string }>, remoteOptions: Array<{ tid: number, label: string }>, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null }>, facets: Array<{ field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> }> } };

export type GetJobQueryVariables = Exact<{
  id: string | number;
}>;


export type GetJobQuery = { getJob: { state: JobState, available: boolean, description: string, descriptionFormat: RichTextFormat, videoUrl: string | null, lat: number | null, lon: number | null, yearsOfExperience: number | null, salaryRange: string | null, languagesFree: string | null, skillsFree: string | null, expiresAt: string | null, applicationWorkflow: ApplicationWorkflow, applicationLink: string | null, applicationRequireCv: boolean, applicationRequireCoverLetter: boolean, applicationRequireQualifyingQuestions: boolean, id: string, url: string, type: JobType, title: string, teaser: string, locationLabel: string | null, distanceKm: number | null, publishedAt: string | null, featured: boolean, linkUrl: string | null, organizationAssignment: string | null, file: { url: string, name: string, size: number } | null, adPages: Array<{ page: number, url: string, width: number, height: number }> | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null, locations: Array<{ label: string, lat: number, lon: number, address: { countryCode: string, addressLine1: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, remoteOptions: Array<{ tid: number, label: string, pathAlias: string | null }>, employmentTypes: Array<{ tid: number, label: string, pathAlias: string | null }>, occupationalFields: Array<{ tid: number, label: string, pathAlias: string | null }>, fieldsOfStudy: Array<{ tid: number, label: string }>, degreeLevels: Array<{ tid: number, label: string, pathAlias: string | null }>, languages: Array<{ tid: number, label: string }>, skills: Array<{ tid: number, label: string }>, availabilityPeriod: { immediate: boolean, start: string | null, end: string | null } | null, applicationQualifyingQuestions: Array<{ id: string, question: string, answerType: string }>, organization: { id: string, name: string, slug: string, url: string, logo: { url: string, alt: string | null } | null }, logo: { url: string, alt: string | null } | null, salary: { min: number | null, max: number | null, currencyCode: string, unit: SalaryUnit | null } | null } | null };

export type MyApplicationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MyApplicationsQuery = { myApplications: { total: number, items: Array<{ id: string, jobId: string, jobTitle: string, organizationName: string, jobOpen: boolean, status: ApplicationStatus, sentAt: string, statusChangedAt: string | null, withResume: boolean, attachmentCount: number, deletionDate: string | null }> } };

export type ApplicationPrefillQueryVariables = Exact<{
  jobId?: string | number | null | undefined;
}>;


export type ApplicationPrefillQuery = { applicationPrefill: { firstName: string | null, lastName: string | null, emailAddress: string, fromResume: boolean, canAttachResume: boolean, appliedAt: string | null } };

export type AdminOrganizationsQueryVariables = Exact<{
  query: string;
}>;


export type AdminOrganizationsQuery = { adminOrganizations: Array<{ id: string, name: string, slug: string, trusted: boolean, published: boolean }> };

export type CreateCustomerOrganizationMutationVariables = Exact<{
  input: CustomerOrganizationInput;
}>;


export type CreateCustomerOrganizationMutation = { createCustomerOrganization: { id: string, name: string } };

export type SetOrganizationTrustedMutationVariables = Exact<{
  organizationId: string | number;
  trusted: boolean;
}>;


export type SetOrganizationTrustedMutation = { setOrganizationTrusted: { id: string, trusted: boolean } };

export type MergeOrganizationsMutationVariables = Exact<{
  duplicateId: string | number;
  keepId: string | number;
}>;


export type MergeOrganizationsMutation = { mergeOrganizations: { id: string, name: string } };

export type ProfileDraftFieldsFragment = { organizationId: string, organizationName: string, url: string, hasDraft: boolean, updatedAt: string | null, toolbar: EditorToolbar, viaSupport: boolean, errors: Array<{ field: string, message: string }>, files: Array<{ id: string, name: string, mimeType: string, url: string }>, terms: { industry: Array<{ tid: number, label: string }>, occupation: Array<{ tid: number, label: string }>, fieldOfStudy: Array<{ tid: number, label: string }>, benefit: Array<{ tid: number, label: string }> }, data: { benefits: Array<number>, attachments: Array<string>, personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, phone: string | null, position: string | null }, companyInfo: { name: string | null, size: number | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null } | null, info: { name: string | null, alternativeName: string | null, logoFileId: string | null, coverFileId: string | null, organizationLocation: string | null, website: string | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null } }, about: { presentation: string | null, industry: Array<number>, size: number | null, occupation: Array<number>, fieldsOfStudy: Array<number> }, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, photoFileId: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null }>, gallery: Array<{ fileId: string, alt: string | null, title: string | null }>, videos: Array<{ coverFileId: string | null, coverTitle: string | null, source: string | null }>, furtherLocations: Array<{ name: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, faq: Array<{ question: string | null, answer: string | null }> } };

export type OrganizationProfileDraftQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type OrganizationProfileDraftQuery = { organizationProfileDraft: { organizationId: string, organizationName: string, url: string, hasDraft: boolean, updatedAt: string | null, toolbar: EditorToolbar, viaSupport: boolean, errors: Array<{ field: string, message: string }>, files: Array<{ id: string, name: string, mimeType: string, url: string }>, terms: { industry: Array<{ tid: number, label: string }>, occupation: Array<{ tid: number, label: string }>, fieldOfStudy: Array<{ tid: number, label: string }>, benefit: Array<{ tid: number, label: string }> }, data: { benefits: Array<number>, attachments: Array<string>, personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, phone: string | null, position: string | null }, companyInfo: { name: string | null, size: number | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null } | null, info: { name: string | null, alternativeName: string | null, logoFileId: string | null, coverFileId: string | null, organizationLocation: string | null, website: string | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null } }, about: { presentation: string | null, industry: Array<number>, size: number | null, occupation: Array<number>, fieldsOfStudy: Array<number> }, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, photoFileId: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null }>, gallery: Array<{ fileId: string, alt: string | null, title: string | null }>, videos: Array<{ coverFileId: string | null, coverTitle: string | null, source: string | null }>, furtherLocations: Array<{ name: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, faq: Array<{ question: string | null, answer: string | null }> } } };

export type SaveOrganizationProfileDraftMutationVariables = Exact<{
  organizationId?: string | number | null | undefined;
  input: OrganizationProfileInput;
}>;


export type SaveOrganizationProfileDraftMutation = { saveOrganizationProfileDraft: { refused: Array<{ field: string, message: string }>, draft: { organizationId: string, organizationName: string, url: string, hasDraft: boolean, updatedAt: string | null, toolbar: EditorToolbar, viaSupport: boolean, errors: Array<{ field: string, message: string }>, files: Array<{ id: string, name: string, mimeType: string, url: string }>, terms: { industry: Array<{ tid: number, label: string }>, occupation: Array<{ tid: number, label: string }>, fieldOfStudy: Array<{ tid: number, label: string }>, benefit: Array<{ tid: number, label: string }> }, data: { benefits: Array<number>, attachments: Array<string>, personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, phone: string | null, position: string | null }, companyInfo: { name: string | null, size: number | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null } | null, info: { name: string | null, alternativeName: string | null, logoFileId: string | null, coverFileId: string | null, organizationLocation: string | null, website: string | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null } }, about: { presentation: string | null, industry: Array<number>, size: number | null, occupation: Array<number>, fieldsOfStudy: Array<number> }, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, photoFileId: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null }>, gallery: Array<{ fileId: string, alt: string | null, title: string | null }>, videos: Array<{ coverFileId: string | null, coverTitle: string | null, source: string | null }>, furtherLocations: Array<{ name: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, faq: Array<{ question: string | null, answer: string | null }> } } } };

export type PublishOrganizationProfileMutationVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type PublishOrganizationProfileMutation = { publishOrganizationProfile: { published: boolean, errors: Array<{ field: string, message: string }>, draft: { organizationId: string, organizationName: string, url: string, hasDraft: boolean, updatedAt: string | null, toolbar: EditorToolbar, viaSupport: boolean, errors: Array<{ field: string, message: string }>, files: Array<{ id: string, name: string, mimeType: string, url: string }>, terms: { industry: Array<{ tid: number, label: string }>, occupation: Array<{ tid: number, label: string }>, fieldOfStudy: Array<{ tid: number, label: string }>, benefit: Array<{ tid: number, label: string }> }, data: { benefits: Array<number>, attachments: Array<string>, personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, phone: string | null, position: string | null }, companyInfo: { name: string | null, size: number | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null } | null, info: { name: string | null, alternativeName: string | null, logoFileId: string | null, coverFileId: string | null, organizationLocation: string | null, website: string | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null } }, about: { presentation: string | null, industry: Array<number>, size: number | null, occupation: Array<number>, fieldsOfStudy: Array<number> }, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, photoFileId: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null }>, gallery: Array<{ fileId: string, alt: string | null, title: string | null }>, videos: Array<{ coverFileId: string | null, coverTitle: string | null, source: string | null }>, furtherLocations: Array<{ name: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, faq: Array<{ question: string | null, answer: string | null }> } } } };

export type DiscardOrganizationProfileDraftMutationVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type DiscardOrganizationProfileDraftMutation = { discardOrganizationProfileDraft: { organizationId: string, organizationName: string, url: string, hasDraft: boolean, updatedAt: string | null, toolbar: EditorToolbar, viaSupport: boolean, errors: Array<{ field: string, message: string }>, files: Array<{ id: string, name: string, mimeType: string, url: string }>, terms: { industry: Array<{ tid: number, label: string }>, occupation: Array<{ tid: number, label: string }>, fieldOfStudy: Array<{ tid: number, label: string }>, benefit: Array<{ tid: number, label: string }> }, data: { benefits: Array<number>, attachments: Array<string>, personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, phone: string | null, position: string | null }, companyInfo: { name: string | null, size: number | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null } | null, info: { name: string | null, alternativeName: string | null, logoFileId: string | null, coverFileId: string | null, organizationLocation: string | null, website: string | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null } }, about: { presentation: string | null, industry: Array<number>, size: number | null, occupation: Array<number>, fieldsOfStudy: Array<number> }, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, photoFileId: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null }>, gallery: Array<{ fileId: string, alt: string | null, title: string | null }>, videos: Array<{ coverFileId: string | null, coverTitle: string | null, source: string | null }>, furtherLocations: Array<{ name: string | null, address: { countryCode: string, addressLine1: string | null, addressLine2: string | null, administrativeArea: string | null, locality: string | null, zip: string | null } | null }>, faq: Array<{ question: string | null, answer: string | null }> } } };

export type OrganizationProfilePreviewQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type OrganizationProfilePreviewQuery = { organizationProfilePreview: { id: string, slug: string, name: string, alternativeName: string | null, url: string, location: string | null, website: string | null, presentation: string | null, size: number | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, address: { countryCode: string, addressLine1: string | null, locality: string | null, zip: string | null, administrativeArea: string | null } | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null }, industries: Array<{ tid: number, label: string }>, occupations: Array<{ tid: number, label: string }>, fieldsOfStudy: Array<{ tid: number, label: string }>, benefits: Array<{ tid: number, label: string }>, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null, photo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, gallery: Array<{ url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null }>, videos: Array<{ coverTitle: string | null, source: string, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, furtherLocations: Array<{ name: string, address: { addressLine1: string | null, zip: string | null, locality: string | null } }>, faq: Array<{ question: string, answer: string }>, attachments: Array<{ url: string, name: string, size: number }> } };

export type OrganizationTeaserFieldsFragment = { id: string, slug: string, name: string, url: string, location: string | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null } | null, industries: Array<{ tid: number, label: string }> };

export type SearchOrganizationsQueryVariables = Exact<{
  payload: OrganizationSearchPayload;
}>;


export type SearchOrganizationsQuery = { searchOrganizations: { total: number, organizations: Array<{ id: string, slug: string, name: string, url: string, location: string | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null } | null, industries: Array<{ tid: number, label: string }> }>, featured: Array<{ id: string, slug: string, name: string, url: string, location: string | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null } | null, industries: Array<{ tid: number, label: string }> }>, facets: Array<{ field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> }> } };

export type PictureFieldsFragment = { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null };

export type OrganizationProfileFieldsFragment = { id: string, slug: string, name: string, alternativeName: string | null, url: string, location: string | null, website: string | null, presentation: string | null, size: number | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, address: { countryCode: string, addressLine1: string | null, locality: string | null, zip: string | null, administrativeArea: string | null } | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null }, industries: Array<{ tid: number, label: string }>, occupations: Array<{ tid: number, label: string }>, fieldsOfStudy: Array<{ tid: number, label: string }>, benefits: Array<{ tid: number, label: string }>, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null, photo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, gallery: Array<{ url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null }>, videos: Array<{ coverTitle: string | null, source: string, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, furtherLocations: Array<{ name: string, address: { addressLine1: string | null, zip: string | null, locality: string | null } }>, faq: Array<{ question: string, answer: string }>, attachments: Array<{ url: string, name: string, size: number }> };

export type GetOrganizationProfileQueryVariables = Exact<{
  slug: string;
}>;


export type GetOrganizationProfileQuery = { getOrganizationProfile: { id: string, slug: string, name: string, alternativeName: string | null, url: string, location: string | null, website: string | null, presentation: string | null, size: number | null, openJobs: number, featured: boolean, logo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null, address: { countryCode: string, addressLine1: string | null, locality: string | null, zip: string | null, administrativeArea: string | null } | null, profiles: { facebook: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, xing: string | null, instagram: string | null, tiktok: string | null, blueSky: string | null }, industries: Array<{ tid: number, label: string }>, occupations: Array<{ tid: number, label: string }>, fieldsOfStudy: Array<{ tid: number, label: string }>, benefits: Array<{ tid: number, label: string }>, contactPeople: Array<{ salutation: string | null, firstName: string | null, lastName: string | null, email: string | null, position: string | null, phone: string | null, linkedinProfile: string | null, contactInfo: string | null, photo: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, gallery: Array<{ url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null }>, videos: Array<{ coverTitle: string | null, source: string, cover: { url: string, alt: string | null, title: string | null, width: number | null, height: number | null, sizes: string | null, sources: Array<{ type: string, srcset: string }> | null } | null }>, furtherLocations: Array<{ name: string, address: { addressLine1: string | null, zip: string | null, locality: string | null } }>, faq: Array<{ question: string, answer: string }>, attachments: Array<{ url: string, name: string, size: number }> } | null };

export type PlaceSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type PlaceSuggestionsQuery = { searchPlaces: Array<{ label: string, locationType: string, administrativeArea: string | null, countryCode: string | null }> };

export type WorkPlaceSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type WorkPlaceSuggestionsQuery = { searchPlaces: Array<{ label: string, locationType: string, zip: string | null, administrativeArea: string | null, countryCode: string | null, lat: number | null, lon: number | null }> };

export type PriceListQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListQuery = { shopProducts: Array<{ id: string, kind: ProductKind, name: string, netCents: number, vatRate: number, vatCents: number, grossCents: number, currency: string, credits: number | null, jobSlots: number | null, resumeContactSlots: number | null, durationDays: number | null, includes: string }> };

export type PrivacyOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyOverviewQuery = { privacyOverview: { email: string, erasureLinkMinutes: number, keptRecords: Array<KeptRecordReason>, keptFiles: Array<{ id: string, name: string, kind: KeptFileKind, sizeBytes: number, uploadedAt: string, applicationJobTitle: string | null, applicationEmployer: string | null, messageSubject: string | null, retention: KeptFileRetention, deletesOn: string | null, deletable: boolean }> } };

export type DeleteKeptFileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteKeptFileMutation = { deleteKeptFile: boolean };

export type AccountErasureLinkQueryVariables = Exact<{
  token: string;
}>;


export type AccountErasureLinkQuery = { accountErasureLink: AccountErasureLinkState };

export type RequestAccountErasureMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAccountErasureMutation = { requestAccountErasure: boolean };

export type ConfirmAccountErasureMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmAccountErasureMutation = { confirmAccountErasure: AccountErasureOutcome };

export type ResumeAlertFieldsFragment = { id: string, label: string, criteria: string, interval: JobAlertInterval, searchHref: string, lastSentAt: string | null, createdAt: string };

export type MyResumeAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyResumeAlertsQuery = { myResumeAlerts: Array<{ id: string, label: string, criteria: string, interval: JobAlertInterval, searchHref: string, lastSentAt: string | null, createdAt: string }> };

export type SaveResumeAlertMutationVariables = Exact<{
  payload: ResumeAlertSearchInput;
  label?: string | null | undefined;
  interval: JobAlertInterval;
}>;


export type SaveResumeAlertMutation = { saveResumeAlert: { alert: { id: string, label: string, criteria: string, interval: JobAlertInterval, searchHref: string, lastSentAt: string | null, createdAt: string } | null, errors: Array<{ field: string, message: string }> } };

export type UpdateResumeAlertMutationVariables = Exact<{
  id: string | number;
  interval: JobAlertInterval;
}>;


export type UpdateResumeAlertMutation = { updateResumeAlert: { id: string, label: string, criteria: string, interval: JobAlertInterval, searchHref: string, lastSentAt: string | null, createdAt: string } };

export type DeleteResumeAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteResumeAlertMutation = { deleteResumeAlert: boolean };

export type ResumeContactRequestFieldsFragment = { id: string, resumeId: string, status: ResumeContactStatus, message: string | null, organizationName: string, resumeTitle: string | null, createdAt: string, approvedAt: string | null, revokedAt: string | null, updatedAt: string };

export type RecruiterResumeQueryVariables = Exact<{
  id: string | number;
}>;


export type RecruiterResumeQuery = { recruiterResume: { email: string | null, contactApproved: boolean, contactSlotsAvailable: number, resume: { id: string, visible: boolean, complete: boolean, updatedAt: string, completeness: { percent: number, missing: Array<string> }, personalInfo: { salutation: string | null, photoFileId: string | null, firstName: string | null, lastName: string | null, phone: string | null, birthday: string | null, about: string | null, homeLocation: { label: string } | null }, jobPreferences: { title: string | null, desiredOccupation: Array<number>, employmentType: Array<number>, radiusKm: number | null, careerStatus: number | null, availableStart: string | null, availabilityPeriods: Array<string>, desiredLocation: { label: string } | null, desiredSalary: { amount: number, unit: string, currencyCode: string } | null }, education: Array<{ id: string, institution: string, degreeLevel: number | null, fieldOfStudy: number | null, studyProgram: string | null, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, workExperience: Array<{ id: string, jobTitle: string, occupationalField: number | null, employmentType: number | null, companyName: string | null, companyHidden: boolean, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, languages: { tids: Array<number>, free: string | null, notes: string | null, levels: Array<{ tid: number, level: string }> }, skills: { tids: Array<number>, free: string | null, notes: string | null } }, contactRequests: Array<{ id: string, resumeId: string, status: ResumeContactStatus, message: string | null, organizationName: string, resumeTitle: string | null, createdAt: string, approvedAt: string | null, revokedAt: string | null, updatedAt: string }> } };

export type MyResumeContactRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyResumeContactRequestsQuery = { myResumeContactRequests: Array<{ id: string, resumeId: string, status: ResumeContactStatus, message: string | null, organizationName: string, resumeTitle: string | null, createdAt: string, approvedAt: string | null, revokedAt: string | null, updatedAt: string }> };

export type RequestResumeContactMutationVariables = Exact<{
  resumeId: string | number;
  message: string;
}>;


export type RequestResumeContactMutation = { requestResumeContact: { request: { id: string, status: ResumeContactStatus } | null, errors: Array<{ field: string, message: string }> } };

export type DecideResumeContactRequestMutationVariables = Exact<{
  id: string | number;
  decision: ResumeContactDecision;
}>;


export type DecideResumeContactRequestMutation = { decideResumeContactRequest: { id: string, status: ResumeContactStatus } };

export type SentResumeContactRequestsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SentResumeContactRequestsQuery = { sentResumeContactRequests: Array<{ id: string, resumeId: string, status: ResumeContactStatus, message: string | null, organizationName: string, resumeTitle: string | null, createdAt: string, approvedAt: string | null, revokedAt: string | null, updatedAt: string }> };

export type UploadCvMutationVariables = Exact<{
  file: File;
}>;


export type UploadCvMutation = { uploadFile: { id: string, name: string } };

export type ProposeResumeFromCvMutationVariables = Exact<{
  fileId: string | number;
}>;


export type ProposeResumeFromCvMutation = { proposeResumeFromCv: { personalInfo: { salutation: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, birthday: string | null, homeLocationText: string | null }, workExperience: Array<{ id: string, jobTitle: string, companyName: string | null, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, education: Array<{ id: string, institution: string, studyProgram: string | null, location: string | null, summary: string | null, degreeLevel: { tid: number, label: string } | null, fieldOfStudy: { tid: number, label: string } | null, period: { start: string | null, end: string | null, current: boolean } }>, languageLevels: Array<{ name: string, level: string | null, term: { tid: number, label: string } | null }>, skills: { free: string | null, terms: Array<{ tid: number, label: string }> } } };

export type ResumePrivacyFieldsFragment = { resumeId: string, showCurrentEmployer: boolean, blockedOrganizations: Array<{ id: string, name: string }> };

export type ResumePrivacyQueryVariables = Exact<{
  resumeId: string | number;
}>;


export type ResumePrivacyQuery = { resumePrivacy: { resumeId: string, showCurrentEmployer: boolean, blockedOrganizations: Array<{ id: string, name: string }> } };

export type BlockResumeOrganizationMutationVariables = Exact<{
  resumeId: string | number;
  organizationId?: string | number | null | undefined;
  name?: string | null | undefined;
}>;


export type BlockResumeOrganizationMutation = { blockResumeOrganization: { privacy: { resumeId: string, showCurrentEmployer: boolean, blockedOrganizations: Array<{ id: string, name: string }> }, added: Array<{ id: string, name: string }>, errors: Array<{ field: string, message: string }>, suggestions: Array<{ id: string, name: string }> } };

export type UnblockResumeOrganizationMutationVariables = Exact<{
  resumeId: string | number;
  organizationId: string | number;
}>;


export type UnblockResumeOrganizationMutation = { unblockResumeOrganization: { resumeId: string, showCurrentEmployer: boolean, blockedOrganizations: Array<{ id: string, name: string }> } };

export type SetCurrentEmployerShownMutationVariables = Exact<{
  resumeId: string | number;
  shown: boolean;
}>;


export type SetCurrentEmployerShownMutation = { setCurrentEmployerShown: { resumeId: string, showCurrentEmployer: boolean, blockedOrganizations: Array<{ id: string, name: string }> } };

export type BlockableOrganizationsQueryVariables = Exact<{
  resumeId: string | number;
  name: string;
}>;


export type BlockableOrganizationsQuery = { blockableOrganizations: Array<{ id: string, name: string }> };

export type SearchResumesQueryVariables = Exact<{
  payload: ResumeSearchPayload;
}>;


export type SearchResumesQuery = { searchResumes: { total: number, page: number, pageSize: number, hits: Array<{ id: string, title: string | null, yearsOfExperience: number, desiredLocation: string | null, skillsFree: string | null, distanceKm: number | null, updatedAt: string, desiredOccupation: Array<{ tid: number, label: string }>, skills: Array<{ tid: number, label: string }>, careerStatus: { label: string } | null }>, facets: Array<{ field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> }> } };

export type ResumePeriodFieldsFragment = { start: string | null, end: string | null, current: boolean };

export type ResumeFieldsFragment = { id: string, visible: boolean, complete: boolean, updatedAt: string, completeness: { percent: number, missing: Array<string> }, personalInfo: { salutation: string | null, photoFileId: string | null, firstName: string | null, lastName: string | null, phone: string | null, birthday: string | null, about: string | null, homeLocation: { label: string } | null }, jobPreferences: { title: string | null, desiredOccupation: Array<number>, employmentType: Array<number>, radiusKm: number | null, careerStatus: number | null, availableStart: string | null, availabilityPeriods: Array<string>, desiredLocation: { label: string } | null, desiredSalary: { amount: number, unit: string, currencyCode: string } | null }, education: Array<{ id: string, institution: string, degreeLevel: number | null, fieldOfStudy: number | null, studyProgram: string | null, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, workExperience: Array<{ id: string, jobTitle: string, occupationalField: number | null, employmentType: number | null, companyName: string | null, companyHidden: boolean, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, languages: { tids: Array<number>, free: string | null, notes: string | null, levels: Array<{ tid: number, level: string }> }, skills: { tids: Array<number>, free: string | null, notes: string | null } };

export type MyResumeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyResumeQuery = { myResume: { id: string, visible: boolean, complete: boolean, updatedAt: string, completeness: { percent: number, missing: Array<string> }, personalInfo: { salutation: string | null, photoFileId: string | null, firstName: string | null, lastName: string | null, phone: string | null, birthday: string | null, about: string | null, homeLocation: { label: string } | null }, jobPreferences: { title: string | null, desiredOccupation: Array<number>, employmentType: Array<number>, radiusKm: number | null, careerStatus: number | null, availableStart: string | null, availabilityPeriods: Array<string>, desiredLocation: { label: string } | null, desiredSalary: { amount: number, unit: string, currencyCode: string } | null }, education: Array<{ id: string, institution: string, degreeLevel: number | null, fieldOfStudy: number | null, studyProgram: string | null, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, workExperience: Array<{ id: string, jobTitle: string, occupationalField: number | null, employmentType: number | null, companyName: string | null, companyHidden: boolean, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, languages: { tids: Array<number>, free: string | null, notes: string | null, levels: Array<{ tid: number, level: string }> }, skills: { tids: Array<number>, free: string | null, notes: string | null } } | null };

export type SaveResumeSectionMutationVariables = Exact<{
  input: ResumeSectionInput;
  wizard?: boolean | null | undefined;
}>;


export type SaveResumeSectionMutation = { saveResumeSection: { errors: Array<{ field: string, message: string }>, resume: { id: string, visible: boolean, complete: boolean, updatedAt: string, completeness: { percent: number, missing: Array<string> }, personalInfo: { salutation: string | null, photoFileId: string | null, firstName: string | null, lastName: string | null, phone: string | null, birthday: string | null, about: string | null, homeLocation: { label: string } | null }, jobPreferences: { title: string | null, desiredOccupation: Array<number>, employmentType: Array<number>, radiusKm: number | null, careerStatus: number | null, availableStart: string | null, availabilityPeriods: Array<string>, desiredLocation: { label: string } | null, desiredSalary: { amount: number, unit: string, currencyCode: string } | null }, education: Array<{ id: string, institution: string, degreeLevel: number | null, fieldOfStudy: number | null, studyProgram: string | null, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, workExperience: Array<{ id: string, jobTitle: string, occupationalField: number | null, employmentType: number | null, companyName: string | null, companyHidden: boolean, location: string | null, summary: string | null, period: { start: string | null, end: string | null, current: boolean } }>, languages: { tids: Array<number>, free: string | null, notes: string | null, levels: Array<{ tid: number, level: string }> }, skills: { tids: Array<number>, free: string | null, notes: string | null } } | null } };

export type SetResumeVisibilityMutationVariables = Exact<{
  visible: boolean;
}>;


export type SetResumeVisibilityMutation = { setResumeVisibility: { id: string, visible: boolean } };

export type CompleteResumeWizardMutationVariables = Exact<{ [key: string]: never; }>;


export type CompleteResumeWizardMutation = { completeResumeWizard: { errors: Array<{ field: string, message: string }>, resume: { id: string, complete: boolean } | null } };

export type SearchFacetFieldsFragment = { field: string, values: Array<{ value: string, label: string, count: number, pathAlias: string | null }> };

export type WorkspaceContextQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceContextQuery = { workspaceContext: { viaSupport: boolean, activeOrganization: { id: string, name: string } | null, organizations: Array<{ id: string, name: string }> } };

export type OrganizationTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationTeamQuery = { organizationTeam: { canManage: boolean, viaSupport: boolean, organization: { id: string, name: string }, members: Array<{ userId: string, name: string | null, email: string, owner: boolean, joinedAt: string }>, invitations: Array<{ id: string, email: string, invitedBy: string | null, createdAt: string, expiresAt: string }> } };

export type TeamInvitationQueryVariables = Exact<{
  token: string;
}>;


export type TeamInvitationQuery = { teamInvitation: { state: TeamInvitationState, organizationName: string | null, email: string | null }, getUser: { email: string } | null };

export type OrganizationChangesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrganizationChangesQuery = { organizationChanges: { hasMore: boolean, organization: { id: string, name: string }, entries: Array<{ id: string, actor: string, viaSupport: boolean, action: string, createdAt: string, detail: Array<{ key: string, value: string }> }> } };

export type SupportOrganizationsQueryVariables = Exact<{
  query: string;
}>;


export type SupportOrganizationsQuery = { supportOrganizations: Array<{ id: string, name: string }> };

export type InviteTeamMemberMutationVariables = Exact<{
  email: string;
}>;


export type InviteTeamMemberMutation = { inviteTeamMember: { id: string, email: string } };

export type RevokeTeamInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeTeamInvitationMutation = { revokeTeamInvitation: boolean };

export type RemoveTeamMemberMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: boolean };

export type AcceptTeamInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptTeamInvitationMutation = { acceptTeamInvitation: { id: string, name: string } };

export type SetActiveOrganizationMutationVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type SetActiveOrganizationMutation = { setActiveOrganization: { viaSupport: boolean } };
