import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with time zone, e.g. 2026-11-03T08:00:00.000Z. */
  DateTime: { input: string; output: Date | string; }
  /** A file sent as a GraphQL multipart request (`operations` + `map` form fields). */
  File: { input: File; output: never; }
};

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
  displayName: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

/** The signed-in user's account page: docs/product.md §3 names and address, whether a password is set. */
export type AccountOverview = {
  __typename?: 'AccountOverview';
  displayName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  pendingEmail?: Maybe<PendingEmailChange>;
};

/** A page of a job_per_file ad rendered as an image (WebP), served like the PDF itself. */
export type AdPage = {
  __typename?: 'AdPage';
  height: Scalars['Int']['output'];
  /** From 1. */
  page: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type Address = {
  __typename?: 'Address';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  administrativeArea?: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  administrativeArea?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  locality?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** An organization as the site's organization admins (administrator, site_admin) manage it. */
export type AdminOrganization = {
  __typename?: 'AdminOrganization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** False while the profile is a draft nobody published. */
  published: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** Trusted organizations' jobs skip review where the site reviews only untrusted ones. */
  trusted: Scalars['Boolean']['output'];
};

export type AppConfigEntry = {
  __typename?: 'AppConfigEntry';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ApplicationAnswer = {
  __typename?: 'ApplicationAnswer';
  answer: Scalars['String']['output'];
  /** The question as the job asks it; null when the question was removed from the ad since. */
  question?: Maybe<Scalars['String']['output']>;
  questionId: Scalars['ID']['output'];
};

export type ApplicationAttachment = {
  __typename?: 'ApplicationAttachment';
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** The download for the organization's people: checks the session on every request, never public. */
  url: Scalars['String']['output'];
};

export type ApplicationEvent = {
  __typename?: 'ApplicationEvent';
  createdAt: Scalars['DateTime']['output'];
  fromStatus: ApplicationStatus;
  id: Scalars['ID']['output'];
  /** The subject of the mail sent to the applicant with this change, if any. */
  mailSubject?: Maybe<Scalars['String']['output']>;
  toStatus: ApplicationStatus;
};

export type ApplicationInbox = {
  __typename?: 'ApplicationInbox';
  /** Newest first. */
  items: Array<ApplicationSummary>;
  jobs: Array<ApplicationInboxJob>;
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type ApplicationInboxFilter = {
  /** Only the applications of this job (one of the organization's). */
  jobId?: InputMaybe<Scalars['ID']['input']>;
  /** The organization whose applications to list; default: the caller's active organization. */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ApplicationStatus>;
};

/** A job of the organization that has applications, for the inbox's job filter. */
export type ApplicationInboxJob = {
  __typename?: 'ApplicationInboxJob';
  applications: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** The proposed German mail (du-form) for moving the application to a status; the recruiter may edit it. */
export type ApplicationMailProposal = {
  __typename?: 'ApplicationMailProposal';
  body: Scalars['String']['output'];
  status: ApplicationStatus;
  subject: Scalars['String']['output'];
};

/** A note for the organization's people; never shown to the applicant. */
export type ApplicationNote = {
  __typename?: 'ApplicationNote';
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** What the apply form is filled in with for the signed-in user. */
export type ApplicationPrefill = {
  __typename?: 'ApplicationPrefill';
  /** When the user last applied to the job asked about (jobId), on this site; null when never or no job was given. */
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the user's resume on this site can go along as a PDF. */
  canAttachResume: Scalars['Boolean']['output'];
  emailAddress: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** True when the names come from the user's resume on this site. */
  fromResume: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

/** Where an application stands in the employer's inbox: new → in_review → invited / rejected / hired. */
export type ApplicationStatus =
  | 'hired'
  | 'in_review'
  | 'invited'
  | 'new'
  | 'rejected';

export type ApplicationStatusMail = {
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type ApplicationSummary = {
  __typename?: 'ApplicationSummary';
  attachmentCount: Scalars['Int']['output'];
  /** When a rejected application and its files are deleted (six months after the rejection). */
  deletionDate?: Maybe<Scalars['DateTime']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  jobId: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  receivedAt: Scalars['DateTime']['output'];
  rejectedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ApplicationStatus;
};

export type ApplicationWorkflow =
  | 'email'
  | 'internal'
  | 'link';

export type ArchiveJobPostingsResult = {
  __typename?: 'ArchiveJobPostingsResult';
  /** The jobs that were ended now (already archived ones are left out). */
  archived: Array<Scalars['ID']['output']>;
};

export type AvailabilityPeriod = {
  __typename?: 'AvailabilityPeriod';
  end?: Maybe<Scalars['String']['output']>;
  immediate: Scalars['Boolean']['output'];
  start?: Maybe<Scalars['String']['output']>;
};

export type AvailabilityPeriodInput = {
  end?: InputMaybe<Scalars['String']['input']>;
  immediate?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO dates (YYYY-MM-DD). */
  start?: InputMaybe<Scalars['String']['input']>;
};

export type BlockOrganizationResult = {
  __typename?: 'BlockOrganizationResult';
  /** The organizations the call named: one picked, or every one of the typed name. */
  added: Array<BlockedOrganization>;
  /** Why not, in German, on name: nothing typed, no organization of that name, too many blocked. */
  errors: Array<FieldError>;
  /** The settings after the call (unchanged when errors refuse it). */
  privacy: ResumePrivacy;
  /** When a typed name names no organization: those whose name holds its words, to pick from. */
  suggestions: Array<BlockedOrganization>;
};

/** An organization of the site, as the owner's block list and its suggestions name it. */
export type BlockedOrganization = {
  __typename?: 'BlockedOrganization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A post as its editors see and change it. */
export type BlogEditorPost = {
  __typename?: 'BlogEditorPost';
  /** The stored, sanitized HTML, as the editor opens it. */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The teaser image (its alt text included); null without one. */
  image?: Maybe<Image>;
  imageFileId?: Maybe<Scalars['ID']['output']>;
  /** The first publication; null until the post was published. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  slug: Scalars['String']['output'];
  state: BlogPostState;
  teaser?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The editor's docs/product.md §6 toolbar (the site's editors are admin-like: full). */
  toolbar: EditorToolbar;
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

export type BlogEditorPostPage = {
  __typename?: 'BlogEditorPostPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  posts: Array<BlogEditorPost>;
  total: Scalars['Int']['output'];
};

/** A published post as everybody reads it. */
export type BlogPost = {
  __typename?: 'BlogPost';
  /** Sanitized HTML (docs/product.md §5.4 full_html of the site's editors). */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The teaser image with its re-encoded sizes; null without one. */
  image?: Maybe<Image>;
  publishedAt: Scalars['DateTime']['output'];
  slug: Scalars['String']['output'];
  teaser?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The post's site path, /blog/<slug>. */
  url: Scalars['String']['output'];
};

export type BlogPostInput = {
  /** HTML from the editor; stored sanitized. */
  body?: InputMaybe<Scalars['String']['input']>;
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** An image the editor uploaded (uploadFile), or the post's own; omitted: no image. */
  imageFileId?: InputMaybe<Scalars['ID']['input']>;
  /** Lower-case letters, digits and hyphens; omitted: the post's own, or one made of the title. Fixed once published. */
  slug?: InputMaybe<Scalars['String']['input']>;
  teaser?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type BlogPostPage = {
  __typename?: 'BlogPostPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  posts: Array<BlogPost>;
  total: Scalars['Int']['output'];
};

export type BlogPostSaveResult = {
  __typename?: 'BlogPostSaveResult';
  errors: Array<FieldError>;
  /** The post as written; null when a field was refused. */
  post?: Maybe<BlogEditorPost>;
};

/** draft: never published; published: on the site; withdrawn: taken off the site after it was published. */
export type BlogPostState =
  | 'draft'
  | 'published'
  | 'withdrawn';

/** A job on the caller's Merkliste. */
export type Bookmark = {
  __typename?: 'Bookmark';
  job: BookmarkedJob;
  savedAt: Scalars['DateTime']['output'];
};

export type BookmarkChange = {
  __typename?: 'BookmarkChange';
  /** The ids of the caller's saved jobs on this site after the change, newest first. */
  jobIds: Array<Scalars['ID']['output']>;
};

/** A job on a Merkliste as anybody may see it: the public data of a job the site shows or has shown; of any other job only its id. */
export type BookmarkedJob = {
  __typename?: 'BookmarkedJob';
  jobId: Scalars['ID']['output'];
  locationLabel?: Maybe<Scalars['String']['output']>;
  /** Open: published, started and not expired (docs/product.md §4.2); false once it ended or left the site. */
  online: Scalars['Boolean']['output'];
  /** The employer as the job names it (organizationAssignment, else the organization). */
  organizationName?: Maybe<Scalars['String']['output']>;
  /** Null when the site does not show the job (never public, taken back, deleted, another site's). */
  title?: Maybe<Scalars['String']['output']>;
};

export type ChangeDetailEntry = {
  __typename?: 'ChangeDetailEntry';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Where an order is placed from: the caller's active organization on this site. */
export type Checkout = {
  __typename?: 'Checkout';
  /** docs/product.md §1 ORDER_ADDITIONAL_INFO: the form asks for a purchase-order reference. */
  asksOrderReference: Scalars['Boolean']['output'];
  /** The profile of the organization's last order, else prefilled from its company data; null fields when unknown. */
  customerProfile?: Maybe<CustomerProfile>;
  /** Placing an order with this key twice (double click, retry, a second tab of the same checkout) places it once. */
  orderKey: Scalars['String']['output'];
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  products: Array<ShopProduct>;
};

export type CheckoutQuote = {
  __typename?: 'CheckoutQuote';
  currency: Scalars['String']['output'];
  /** Field errors of the customer profile (e.g. a VAT number that fails its check digit); empty when it can be ordered. */
  errors: Array<FieldError>;
  grossCents: Scalars['Int']['output'];
  netCents: Scalars['Int']['output'];
  product: ShopProduct;
  quantity: Scalars['Int']['output'];
  vatCents: Scalars['Int']['output'];
  /** The invoice's VAT note in German (e.g. 'Steuerschuldnerschaft des Leistungsempfängers'); null for domestic VAT. */
  vatNote?: Maybe<Scalars['String']['output']>;
  /** VAT rate as a fraction (0.19, or 0). */
  vatRate: Scalars['Float']['output'];
  vatTreatment: VatTreatment;
};

export type CheckoutQuoteInput = {
  customer: CustomerProfileInput;
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type ContactPerson = {
  __typename?: 'ContactPerson';
  contactInfo?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  linkedinProfile?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Image>;
  position?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Scalars['String']['output']>;
};

export type CreateGdprUserConsentResult = {
  __typename?: 'CreateGdprUserConsentResult';
  consent?: Maybe<GdprConsent>;
  /** Problems that prevented the consent (German, plain text); empty on success. */
  errors: Array<Scalars['String']['output']>;
};

export type CreditBalance = {
  __typename?: 'CreditBalance';
  amount: Scalars['Int']['output'];
  /** The region (site id) the balance is valid on. */
  frontend: Scalars['String']['output'];
  label: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** An organization support creates for a customer; the owner gets an invitation and becomes owner on accepting it. */
export type CustomerOrganizationInput = {
  companyName: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  locality: Scalars['String']['input'];
  ownerEmail: Scalars['String']['input'];
  street?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

/** docs/product.md §3 customer profile: kept per organization for the next order. */
export type CustomerProfile = {
  __typename?: 'CustomerProfile';
  address: Address;
  companyName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** A public-sector buyer's Leitweg-ID (04011000-1234512345-06), the XRechnung's buyer reference (BT-10). */
  leitwegId?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type CustomerProfileInput = {
  address: AddressInput;
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Optional Leitweg-ID of a public-sector buyer; format and check digits are checked. */
  leitwegId?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
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

export type EmployerDashboard = {
  __typename?: 'EmployerDashboard';
  credits: JobManagerCredits;
  drafts: Scalars['Int']['output'];
  /** Open jobs ending within 7 days, soonest first. */
  endingSoon: Array<ManagedJob>;
  inReview: Scalars['Int']['output'];
  /** Applications with status new. */
  newApplications: Scalars['Int']['output'];
  openJobs: Scalars['Int']['output'];
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  viaSupport: Scalars['Boolean']['output'];
};

/** Which employer mails the signed-in person gets; every kind is on until switched off. */
export type EmployerMailSettings = {
  __typename?: 'EmployerMailSettings';
  /** New applications to jobs the person posted. */
  applications: Scalars['Boolean']['output'];
  /** A candidate approved a contact request the person made, or withdrew the approval. */
  contactAnswers: Scalars['Boolean']['output'];
  /** A posted job ends within 7 days. */
  jobExpiring: Scalars['Boolean']['output'];
  /** A posted job is online (approved or its scheduled time came) or was sent back by review. */
  jobReview: Scalars['Boolean']['output'];
  /** Someone accepted an invitation into the person's team. */
  teamJoined: Scalars['Boolean']['output'];
};

export type EmployerMailSettingsInput = {
  applications: Scalars['Boolean']['input'];
  contactAnswers: Scalars['Boolean']['input'];
  jobExpiring: Scalars['Boolean']['input'];
  jobReview: Scalars['Boolean']['input'];
  teamJoined: Scalars['Boolean']['input'];
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

export type ExtendJobPostingResult = {
  __typename?: 'ExtendJobPostingResult';
  job: ManagedJob;
  outcome: ExtendJobOutcome;
};

export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** Sanitized HTML (filtered_html). */
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** A field to fix, by its JobPostingInput path (e.g. locations.0.label, salary.max), with a German message. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A filter item (docs/product.md §3): values of one field are ORed; a comma separates several values. */
export type FilterInput = {
  field: Scalars['String']['input'];
  /** = (default), or != / <> to exclude the values. */
  operator?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type FurtherLocation = {
  __typename?: 'FurtherLocation';
  address: Address;
  name: Scalars['String']['output'];
};

export type GdprConsent = {
  __typename?: 'GdprConsent';
  id: Scalars['ID']['output'];
  infoId: Scalars['ID']['output'];
  infoRevisionId: Scalars['ID']['output'];
  mail: Scalars['String']['output'];
};

export type GdprConsentInfo = {
  __typename?: 'GdprConsentInfo';
  id: Scalars['ID']['output'];
  optIn: Scalars['Boolean']['output'];
  placement: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  revisionId: Scalars['ID']['output'];
  /** Sanitized HTML of the latest published revision in the requested language. */
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Image = {
  __typename?: 'Image';
  alt?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  /** The sizes attribute for the srcsets. */
  sizes?: Maybe<Scalars['String']['output']>;
  /** Re-encoded sizes, best format first (AVIF, WebP, then the JPEG/PNG fallback); empty for images not re-encoded. */
  sources?: Maybe<Array<ImageSource>>;
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  /** Pixel size of the image as shown (after cropping), once checked and re-encoded. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** docs/product.md §9 one format of a re-encoded image: the srcset of a <picture> source. */
export type ImageSource = {
  __typename?: 'ImageSource';
  /** Candidates with their widths, e.g. /api/files/<id>/400.webp 400w, /api/files/<id>/800.webp 800w. */
  srcset: Scalars['String']['output'];
  /** image/avif, image/webp, image/jpeg or image/png. */
  type: Scalars['String']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  grossCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  kind: InvoiceKind;
  netCents: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  /** Site path of the PDF (ZUGFeRD/Factur-X: PDF/A-3 with the CII XML inside). */
  pdfUrl: Scalars['String']['output'];
  vatCents: Scalars['Int']['output'];
  /** Site path of the XRechnung XML. */
  xrechnungUrl: Scalars['String']['output'];
};

export type InvoiceKind =
  /** Stornorechnung: cancels an invoice (never a deleted row). */
  | 'cancellation'
  | 'invoice';

export type Job = {
  __typename?: 'Job';
  /** job_per_file: the PDF's pages (at most 20) as images, rendered on the server; empty while they cannot be rendered (the description holds the PDF's text). Null for other job types. */
  adPages?: Maybe<Array<AdPage>>;
  address?: Maybe<Address>;
  /** Only for the link workflow. */
  applicationLink?: Maybe<Scalars['String']['output']>;
  applicationQualifyingQuestions: Array<QualifyingQuestion>;
  applicationRequireCoverLetter: Scalars['Boolean']['output'];
  applicationRequireCv: Scalars['Boolean']['output'];
  applicationRequireQualifyingQuestions: Scalars['Boolean']['output'];
  applicationWorkflow: ApplicationWorkflow;
  availabilityPeriod?: Maybe<AvailabilityPeriod>;
  /** Published and not expired: applying is possible. */
  available: Scalars['Boolean']['output'];
  degreeLevels: Array<TermRef>;
  /** Sanitized HTML (docs/product.md §5 rules of descriptionFormat); safe to render. */
  description: Scalars['String']['output'];
  descriptionFormat: RichTextFormat;
  /** Kilometres from the searched place (searchJobs with a geoLocation only). */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  employmentTypes: Array<TermRef>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  featured: Scalars['Boolean']['output'];
  fieldsOfStudy: Array<TermRef>;
  file?: Maybe<UploadedFile>;
  id: Scalars['ID']['output'];
  languages: Array<TermRef>;
  languagesFree?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  linkUrl?: Maybe<Scalars['String']['output']>;
  locationLabel?: Maybe<Scalars['String']['output']>;
  /** Every work place, the main one (address, locationLabel, lat, lon) first. */
  locations: Array<JobLocation>;
  logo?: Maybe<Image>;
  lon?: Maybe<Scalars['Float']['output']>;
  occupationalFields: Array<TermRef>;
  organization: JobOrganization;
  /** The employer named in the ad when a recruiter posts for another company. */
  organizationAssignment?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  remoteOptions: Array<TermRef>;
  salary?: Maybe<Salary>;
  salaryRange?: Maybe<Scalars['String']['output']>;
  skills: Array<TermRef>;
  skillsFree?: Maybe<Scalars['String']['output']>;
  state: JobState;
  /** Plain text of the description, at most 300 characters, for teasers and meta descriptions. */
  teaser: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: JobType;
  /** The job page, /job/<id>. */
  url: Scalars['String']['output'];
  videoUrl?: Maybe<Scalars['String']['output']>;
  yearsOfExperience?: Maybe<Scalars['Int']['output']>;
};

/** docs/product.md §4 alert intervals; NONE: the alert sends nothing (a paused alert keeps the interval it resumes with). */
export type JobAlertInterval =
  | 'DAILY'
  | 'MONTHLY'
  | 'NONE'
  | 'WEEKLY';

export type JobApplication = {
  __typename?: 'JobApplication';
  answers: Array<ApplicationAnswer>;
  attachments: Array<ApplicationAttachment>;
  coverLetter?: Maybe<Scalars['String']['output']>;
  deletionDate?: Maybe<Scalars['DateTime']['output']>;
  emailAddress: Scalars['String']['output'];
  events: Array<ApplicationEvent>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  jobId: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  mailProposals: Array<ApplicationMailProposal>;
  /** The statuses it may be moved to now. */
  nextStatuses: Array<ApplicationStatus>;
  notes: Array<ApplicationNote>;
  organizationId: Scalars['ID']['output'];
  receivedAt: Scalars['DateTime']['output'];
  rejectedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ApplicationStatus;
  statusChangedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What the front page counts and highlights (one read of the site's open jobs). */
export type JobBoardOverview = {
  __typename?: 'JobBoardOverview';
  /** Organizations with at least one open job. */
  employers: Scalars['Int']['output'];
  /** docs/product.md §9 top jobs: open jobs booked as featured, the newest first (at most 6). */
  featuredJobs: Array<Job>;
  /** Open jobs of the site. */
  openJobs: Scalars['Int']['output'];
  /** Towns × occupational fields with the most open jobs (at most 12); each has a landing page /jobs/<field>/<town>. */
  popularTownFields: Array<TownFieldCount>;
  /** Organizations with a public page and the most open jobs (at most 8). */
  topEmployers: Array<OrganizationTeaser>;
};

/** What the current publication of a job took. */
export type JobCharge =
  | 'credit'
  | 'slot';

export type JobDayFigures = {
  __typename?: 'JobDayFigures';
  applications: Scalars['Int']['output'];
  applyStarts: Scalars['Int']['output'];
  /** The day in Germany, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  outboundClicks: Scalars['Int']['output'];
  /** Requests of the job's tracking pixel on other pages, one per visitor and day (docs/product.md §1 JOB_TRACKING_PIXEL). */
  pixelImpressions: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type JobDescriptionDraftChunk = {
  __typename?: 'JobDescriptionDraftChunk';
  done: Scalars['Boolean']['output'];
  source: DraftSource;
  /** The next part of the text (HTML the editor inserts; sanitized on save). */
  text: Scalars['String']['output'];
};

/** What extending a job would do now, before the employer confirms (nothing is charged by asking). */
export type JobExtensionQuote = {
  __typename?: 'JobExtensionQuote';
  /** What it would take: a free slot of a subscription or one job credit; null without either. */
  charge?: Maybe<JobCharge>;
  /** Where to get credit on the job's frontend (absolute). */
  creditUrl: Scalars['String']['output'];
  /** The new end of the runtime; null when the job would go to review first or cannot be extended. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Free job slots of its active subscriptions on the job's frontend now. */
  freeJobSlots: Scalars['Int']['output'];
  job: ManagedJob;
  /** Job credits of the organization on the job's frontend now. */
  jobCredits: Scalars['Int']['output'];
  /** What would happen: extended, republished, needs_review, or no_credit (then nothing can be extended). */
  outcome: ExtendJobOutcome;
};

/** Counted on the server per job and day, without cookies or personal data (bots and prefetches not counted). */
export type JobFigures = {
  __typename?: 'JobFigures';
  /** Applications in the inbox now, counted as the inbox counts them (withdrawn, erased and purged ones no longer count). */
  applications: Scalars['Int']['output'];
  /** Visitors who started the application form, one per visitor and day. */
  applyStarts: Scalars['Int']['output'];
  /** Clicks on the external apply link, one per visitor and day. */
  outboundClicks: Scalars['Int']['output'];
  /** Views of the job page, one per visitor and day. */
  views: Scalars['Int']['output'];
};

export type JobLocation = {
  __typename?: 'JobLocation';
  address?: Maybe<Address>;
  label: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
};

/** A work place: a gazetteer place or postal code as searchPlaces returns it, optionally with a street address. */
export type JobLocationInput = {
  address?: InputMaybe<AddressInput>;
  label: Scalars['String']['input'];
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};

export type JobManagerCredits = {
  __typename?: 'JobManagerCredits';
  /** Credit balances on every frontend. */
  balances: Array<CreditBalance>;
  /** Free job slots of its active subscriptions on this frontend. */
  freeJobSlots: Scalars['Int']['output'];
  /** Job credits of the organization on this frontend. */
  jobCredits: Scalars['Int']['output'];
};

export type JobManagerFilter = {
  /** A frontend (site id) the job is posted on. */
  frontend?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<ManagedJobState>;
  /** Words the title contains (all of them; at most 100 characters). */
  words?: InputMaybe<Scalars['String']['input']>;
};

export type JobManagerPage = {
  __typename?: 'JobManagerPage';
  credits: JobManagerCredits;
  /** The frontends the organization has jobs on (for the filter). */
  frontends: Array<Scalars['String']['output']>;
  jobs: Array<ManagedJob>;
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Jobs matching the filter, over all pages. */
  total: Scalars['Int']['output'];
  /** The caller acts for an organization not their own (docs/product.md §6 masquerade): every change is logged as support. */
  viaSupport: Scalars['Boolean']['output'];
};

export type JobManagerSort =
  | 'ending'
  | 'newest'
  | 'published'
  | 'title'
  | 'views';

export type JobOrganization = {
  __typename?: 'JobOrganization';
  id: Scalars['ID']['output'];
  logo?: Maybe<Image>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** The organization page, e.g. /organization/klinikum-rosenheim. */
  url: Scalars['String']['output'];
};

export type JobPosting = {
  __typename?: 'JobPosting';
  chargedWith?: Maybe<JobCharge>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The fields of the job (for a live job: what visitors see; pending changes are in revision). */
  fields: JobPostingFields;
  id: Scalars['ID']['output'];
  /** What submitJobPosting would refuse now (empty: ready). */
  missing: Array<FieldError>;
  organization: PostingOrganization;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why review last sent it back. */
  reviewNote?: Maybe<Scalars['String']['output']>;
  /** Changes to a live job, not yet applied. */
  revision?: Maybe<JobRevision>;
  state: JobState;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The job page, /job/<id>; reachable by visitors only while published. */
  url: Scalars['String']['output'];
};

export type JobPostingContext = {
  __typename?: 'JobPostingContext';
  /** A language model is configured; otherwise the built-in draft is offered. */
  aiDraftAvailable: Scalars['Boolean']['output'];
  /** Files go with applications on this site (ATTACHMENTS_FEATURE_ACTIVE); otherwise a CV cannot be required. */
  applicationAttachments: Scalars['Boolean']['output'];
  /** Where to get credit (docs/product.md §2): /checkout where it exists, else /contact. */
  creditUrl: Scalars['String']['output'];
  /** Runtime in days when no end is set. */
  defaultDurationDays: Scalars['Int']['output'];
  editorToolbar: EditorToolbar;
  /** Organizations the caller may post for on this site: their own, and for admin-like users first the one they act for as support. */
  organizations: Array<PostingOrganization>;
  reviewPolicy: JobReviewPolicy;
  /** The salary bands a posting may name instead of its own range (docs/product.md §3 salaryRange: yearly gross, EUR). */
  salaryBands: Array<SalaryBand>;
  /** Employers may state their own salary amounts (SALARY_FREE_INPUT); otherwise only the bands are offered. */
  salaryFreeInput: Scalars['Boolean']['output'];
  /** A salary range is required on this site (EU directive 2023/970); a salary band satisfies it. */
  salaryRequired: Scalars['Boolean']['output'];
};

/** The fields of a posting as entered (the mirror of JobPostingInput). */
export type JobPostingFields = {
  __typename?: 'JobPostingFields';
  applicationEmails: Array<Scalars['String']['output']>;
  applicationLink?: Maybe<Scalars['String']['output']>;
  applicationQualifyingQuestions: Array<PostingQualifyingQuestion>;
  applicationRequireCoverLetter: Scalars['Boolean']['output'];
  applicationRequireCv: Scalars['Boolean']['output'];
  applicationRequireQualifyingQuestions: Scalars['Boolean']['output'];
  applicationWorkflow: ApplicationWorkflow;
  availabilityPeriod?: Maybe<AvailabilityPeriod>;
  degreeLevels: Array<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  descriptionFormat: RichTextFormat;
  durationDays?: Maybe<Scalars['Int']['output']>;
  employmentTypes: Array<Scalars['Int']['output']>;
  fieldsOfStudy: Array<Scalars['Int']['output']>;
  file?: Maybe<UploadedFile>;
  languages: Array<Scalars['Int']['output']>;
  languagesFree?: Maybe<Scalars['String']['output']>;
  linkUrl?: Maybe<Scalars['String']['output']>;
  locations: Array<JobLocation>;
  logo?: Maybe<UploadedFile>;
  occupationalFields: Array<Scalars['Int']['output']>;
  organizationAssignment?: Maybe<Scalars['String']['output']>;
  organizationId?: Maybe<Scalars['ID']['output']>;
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  remoteOptions: Array<Scalars['Int']['output']>;
  salary?: Maybe<Salary>;
  salaryRange?: Maybe<Scalars['String']['output']>;
  skills: Array<Scalars['Int']['output']>;
  skillsFree?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: JobType;
  videoUrl?: Maybe<Scalars['String']['output']>;
  yearsOfExperience?: Maybe<Scalars['Int']['output']>;
};

/**
 * Every field of a posting (docs/product.md §3 Job) as the wizard sends it. All optional while a draft; submitJobPosting checks
 * them in full. Term lists hold taxonomy tids. Descriptions are rich text kept as the docs/product.md §5 sanitizer of the caller's
 * role allows (filtered_html; full_html for admin-like users).
 */
export type JobPostingInput = {
  applicationEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  applicationLink?: InputMaybe<Scalars['String']['input']>;
  applicationQualifyingQuestions?: InputMaybe<Array<QualifyingQuestionInput>>;
  applicationRequireCoverLetter?: InputMaybe<Scalars['Boolean']['input']>;
  applicationRequireCv?: InputMaybe<Scalars['Boolean']['input']>;
  applicationRequireQualifyingQuestions?: InputMaybe<Scalars['Boolean']['input']>;
  applicationWorkflow?: InputMaybe<ApplicationWorkflow>;
  availabilityPeriod?: InputMaybe<AvailabilityPeriodInput>;
  degreeLevels?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationDays?: InputMaybe<Scalars['Int']['input']>;
  employmentTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  fieldsOfStudy?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** job_per_file: an uploaded PDF (uploadFile). */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  languages?: InputMaybe<Array<Scalars['Int']['input']>>;
  languagesFree?: InputMaybe<Scalars['String']['input']>;
  /** job_per_link: the original ad. */
  linkUrl?: InputMaybe<Scalars['String']['input']>;
  /** One or more work places, the first is the main one. */
  locations?: InputMaybe<Array<JobLocationInput>>;
  logoFileId?: InputMaybe<Scalars['ID']['input']>;
  occupationalFields?: InputMaybe<Array<Scalars['Int']['input']>>;
  organizationAssignment?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Go live at this time (scheduled); at once when empty. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  remoteOptions?: InputMaybe<Array<Scalars['Int']['input']>>;
  salary?: InputMaybe<SalaryInput>;
  /** A key of JobPostingContext.salaryBands, instead of min and max. */
  salaryRange?: InputMaybe<Scalars['String']['input']>;
  skills?: InputMaybe<Array<Scalars['Int']['input']>>;
  skillsFree?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<JobType>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
  yearsOfExperience?: InputMaybe<Scalars['Int']['input']>;
};

/** Which jobs wait for an editor before they go live (the site's JOB_POSTING.review). */
export type JobReviewPolicy =
  | 'all'
  | 'none'
  | 'untrusted';

export type JobRevision = {
  __typename?: 'JobRevision';
  fields: JobPostingFields;
  reviewNote?: Maybe<Scalars['String']['output']>;
  status: JobRevisionStatus;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type JobRevisionStatus =
  | 'editing'
  | 'rejected'
  | 'submitted';

/** An AND of OR groups (docs/product.md §7). */
export type JobSearchConditionGroupInput = {
  conjunction?: InputMaybe<Scalars['String']['input']>;
  groups: Array<JobSearchConditionOrGroupInput>;
};

export type JobSearchConditionInput = {
  name: Scalars['String']['input'];
  /** =, <>, <, <=, >, >= or LIKE (title). */
  operator?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type JobSearchConditionOrGroupInput = {
  conditions: Array<JobSearchConditionInput>;
  conjunction?: InputMaybe<Scalars['String']['input']>;
};

export type JobSearchFacet = {
  __typename?: 'JobSearchFacet';
  field: Scalars['String']['output'];
  values: Array<JobSearchFacetValue>;
};

export type JobSearchFacetInput = {
  field: Scalars['String']['input'];
  /** At most this many values, the most frequent first (docs/product.md §9: 100). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  min_count?: InputMaybe<Scalars['Int']['input']>;
  /** Also count hits without a value (value "!"). */
  missing?: InputMaybe<Scalars['Boolean']['input']>;
  /** OR: the counts of a field ignore the field's own conditions (multi-select facets). AND: they do not. */
  operator?: InputMaybe<Scalars['String']['input']>;
};

export type JobSearchFacetValue = {
  __typename?: 'JobSearchFacetValue';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** The docs/product.md §2 path segment of a taxonomy term (e.g. teilzeit); null for other fields. */
  pathAlias?: Maybe<Scalars['String']['output']>;
  /** The value to filter by (a tid, an organization slug, a place label, a number; ! for missing). */
  value: Scalars['String']['output'];
};

/** How a job search that found nothing with all its words was widened. */
export type JobSearchFallback =
  /** Jobs with some of the words, the most words first. */
  | 'ANY_WORD'
  /** Jobs with parts of typed compounds or with title words spelled alike. */
  | 'RELATED';

export type JobSearchFulltextInput = {
  /** What the job seeker typed: at most 200 characters and 10 words. */
  keys: Scalars['String']['input'];
};

export type JobSearchGeoLocationInput = {
  administrativeArea?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** locality, postal_code, administrative_area_level_1, country … */
  locationType?: InputMaybe<Scalars['String']['input']>;
  lon?: InputMaybe<Scalars['Float']['input']>;
  /** With locationType postal_code and no lat/lon: the leading digits of the jobs' postal codes (a postal area such as 90). */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Kilometres around lat/lon, at most the site's largest radius option; ignored for locationType country and administrative_area_level_1 (docs/product.md §9). */
  radius?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * The docs/product.md §7 job search payload, as the front end's payload builder (lib/search/build-job-search-payload.ts) makes it.
 * Field names (facets, conditions): occupational_field, employment_type, remote_options, job_organization_name
 * (values: organization slugs), job_location (values: place labels), degree_level, years_of_experience, title
 * (operator LIKE, a substring of the title), job_id.
 */
export type JobSearchPayload = {
  /** At most 12 groups and 50 conditions in all. */
  condition_group?: InputMaybe<JobSearchConditionGroupInput>;
  /** Each field at most once. */
  facets?: InputMaybe<Array<JobSearchFacetInput>>;
  fulltext?: InputMaybe<JobSearchFulltextInput>;
  geoLocation?: InputMaybe<JobSearchGeoLocationInput>;
  /** Language of labels and full text (de). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Which hits: from `first` (0-based, at most 10000) to before `last`; at most 100 at once. Default 0 to 10. */
  range?: InputMaybe<JobSearchRangeInput>;
  /** No sorts or field search_api_relevance: by relevance. field_job_publishing_date desc: newest first. */
  sorts?: InputMaybe<Array<JobSearchSortInput>>;
};

export type JobSearchRangeInput = {
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type JobSearchResult = {
  __typename?: 'JobSearchResult';
  /** The typed words with the spelling corrections the search used (a typed word no job title holds, found by its closest title word, with or without widening); null when none. */
  correctedSearch?: Maybe<Scalars['String']['output']>;
  facets: Array<JobSearchFacet>;
  /** How the search was widened because all words together found no job; null when the jobs match every word. */
  fallback?: Maybe<JobSearchFallback>;
  jobs: Array<Job>;
  /** All hits, not only this page. */
  total: Scalars['Int']['output'];
};

export type JobSearchSortInput = {
  field: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type JobState =
  | 'archived'
  /** Being written in the wizard, or sent back by review; never shown to visitors. */
  | 'draft'
  | 'needs_review'
  | 'published'
  | 'scheduled';

export type JobStatistics = {
  __typename?: 'JobStatistics';
  /** Every day of the period, days without events as zeros. */
  days: Array<JobDayFigures>;
  from: Scalars['String']['output'];
  job: ManagedJob;
  to: Scalars['String']['output'];
  /** The job's tracking pixel on its frontend, to embed where the ad is shown; null where the frontend has it off. */
  trackingPixelUrl?: Maybe<Scalars['String']['output']>;
};

export type JobType =
  | 'job_per_file'
  | 'job_per_link'
  | 'job_per_template';

/** A file of the user's that is kept (DSGVO Art. 15), and whether the user may delete it here. */
export type KeptFile = {
  __typename?: 'KeptFile';
  /** The employer of that job, as the job shows it. */
  applicationEmployer?: Maybe<Scalars['String']['output']>;
  /** The job the file was sent with, for an application's attachment. */
  applicationJobTitle?: Maybe<Scalars['String']['output']>;
  /** Whether deleteKeptFile takes it (an imported CV, a sent message's attachment). */
  deletable: Scalars['Boolean']['output'];
  /** When the file goes with its rejected application, if that is known. */
  deletesOn?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: KeptFileKind;
  /** The subject of the message the file was sent with. */
  messageSubject?: Maybe<Scalars['String']['output']>;
  /** The file's name as it was uploaded. */
  name: Scalars['String']['output'];
  retention: KeptFileRetention;
  sizeBytes: Scalars['Int']['output'];
  uploadedAt: Scalars['DateTime']['output'];
};

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

export type LatestConsentStatus = {
  __typename?: 'LatestConsentStatus';
  hasTheLatestConsent: Scalars['Boolean']['output'];
};

export type ManagedJob = {
  __typename?: 'ManagedJob';
  createdAt: Scalars['DateTime']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Figures over all days. */
  figures: JobFigures;
  /** The frontend (site id) the job is posted on, and its name. */
  frontend: Scalars['String']['output'];
  frontendName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  state: ManagedJobState;
  title: Scalars['String']['output'];
  /** The job page on its frontend (absolute). */
  url: Scalars['String']['output'];
};

/** docs/product.md §4 states as the job manager shows them: the workflow's, and expired for a job whose runtime ended. */
export type ManagedJobState =
  | 'archived'
  | 'draft'
  | 'expired'
  | 'needs_review'
  | 'published'
  | 'scheduled';

export type MergeBookmarksResult = {
  __typename?: 'MergeBookmarksResult';
  /** How many of the given jobs were added. */
  added: Scalars['Int']['output'];
  /** The ids of the caller's saved jobs on this site after the merge, newest first. */
  jobIds: Array<Scalars['ID']['output']>;
  /** How many of the given jobs were left out: no longer on the site, or past the limit. */
  notKept: Scalars['Int']['output'];
};

export type Metatag = {
  __typename?: 'Metatag';
  meta: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ModerationItem = {
  __typename?: 'ModerationItem';
  /** Name or e-mail of who submitted it. */
  author?: Maybe<Scalars['String']['output']>;
  kind: ModerationKind;
  posting: JobPosting;
  submittedAt: Scalars['DateTime']['output'];
};

export type ModerationKind =
  | 'new_job'
  | 'revision';

export type ModerationQueue = {
  __typename?: 'ModerationQueue';
  items: Array<ModerationItem>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The signed-in user with the invited address joins the organization by the link's token; it becomes their active one. */
  acceptTeamInvitation: Organization;
  addApplicationNote: JobApplication;
  /** Review: puts a job or its pending revision live (or scheduled). job_editor, site_admin, administrator of the job's site. */
  approveJobPosting: JobPosting;
  /** Ends a job: it leaves search at once and its page answers 410. Its organization's recruiters and admin-like users. */
  archiveJobPosting: JobPosting;
  /** Archives several jobs of the caller's organizations at once (at most 100). */
  archiveJobPostings: ArchiveJobPostingsResult;
  /** Blocks an organization of the site from the caller's own resume: the one picked (organizationId), or every organization a typed name names (compared without case, umlauts, punctuation and legal form). At most 50. Another's or an unknown resume: NOT_FOUND. */
  blockResumeOrganization: BlockOrganizationResult;
  /** Admin-like: cancels a pending or paid order with a cancellation invoice; its unused credits and the subscription end. */
  cancelOrder: Order;
  /** Sets (no password yet) or changes (currentPassword needed) the caller's password; every session started before the answer's moment ends. */
  changePassword: Scalars['DateTime']['output'];
  /** Ends the setup wizard: the resume becomes complete when names and a desired occupation (or title) are there. */
  completeResumeWizard: SaveResumeResult;
  /** Erases the account a mailed link was made for: everything about the user, except what law requires to keep. */
  confirmAccountErasure: AccountErasureOutcome;
  /** Uses a confirmation link (its token's holder): the account's address becomes the new one. */
  confirmEmailChange: Scalars['Boolean']['output'];
  /** Creates an unpublished, untrusted organization for a customer and invites its first owner (administrator, site_admin). */
  createCustomerOrganization: AdminOrganization;
  /** Records the caller's consent to the latest revision of a consent info. Anonymous callers may consent for any address; signed-in users for their own (admin-like users for anyone). */
  createGdprUserConsent: CreateGdprUserConsentResult;
  /** The candidate approves, declines or revokes a request on their resume; another person's request is FORBIDDEN. */
  decideResumeContactRequest: ResumeContactRequest;
  /** Deletes one of the signed-in user's kept files that the user may delete (an imported CV, a sent message's attachment); another's or an unknown file is NOT_FOUND, one that stays with its application FORBIDDEN. Not while acting for the user (support). */
  deleteKeptFile: Scalars['Boolean']['output'];
  /** Deletes one of the caller's job alerts. */
  deleteMyJobAlert: Scalars['Boolean']['output'];
  /** Deletes one of the caller's resume alerts; another's is NOT_FOUND. */
  deleteResumeAlert: Scalars['Boolean']['output'];
  /** Throws the draft away. */
  discardOrganizationProfileDraft: OrganizationProfileDraft;
  /** Copies a job (with pending changes) into a new draft of its organization on the same frontend; returns the copy. */
  duplicateJobPosting: ManagedJob;
  /** Extends a running job by a runtime, or publishes an archived or expired one again; takes a free slot or a job credit as publishing does. With expectedCharge (what jobExtensionQuote showed), another charge changes nothing (charge_changed). */
  extendJobPosting: ExtendJobPostingResult;
  /** The organization's owner (or support) invites a colleague by e-mail: a link valid for 7 days, used once. */
  inviteTeamMember: TeamInvitation;
  /** Admin-like: a pending order's invoice was paid on paymentDate (YYYY-MM-DD, default today; not in the future, not before the invoice date). */
  markOrderPaid: Order;
  /** Adds the jobs a browser kept before sign-in (up to 100, newest first) to the caller's Merkliste, without duplicates. */
  mergeBookmarks: MergeBookmarksResult;
  /** Moves everything of the duplicate to the kept organization and deletes the duplicate (administrator, site_admin). */
  mergeOrganizations: AdminOrganization;
  /** Places an order with payment on invoice (due in 14 days): credits or the subscription at once, the invoice issued and mailed. Idempotent by orderKey. */
  placeOrder: PlaceOrderResult;
  /** Reads the caller's own uploaded CV (uploadFile: a PDF or DOCX, at most 10 MB) and proposes resume fields. Signed-in owner of the file only; rate-limited; pages, characters and time bounded. Saves nothing. */
  proposeResumeFromCv: ResumeImportProposal;
  /** Publishes a post: it needs a teaser and a text. The first publication dates it. */
  publishBlogPost: BlogPostSaveResult;
  /** Applies the draft onto the public profile (all fields valid) and records it in the change log. */
  publishOrganizationProfile: PublishOrganizationProfileResult;
  /** Admin-like: a paid order's money was given back; as cancelOrder, ending in refunded. */
  refundOrder: Order;
  /** Review: sends a job or its pending revision back with a reason that is mailed to its author; a new job's credit or slot is given back. */
  rejectJobPosting: JobPosting;
  /** Empties the caller's Merkliste on this site. */
  removeAllBookmarks: BookmarkChange;
  /** Takes a job off the caller's Merkliste; a job that is not on it is NOT_FOUND. */
  removeBookmark: BookmarkChange;
  /** Removes a member from the team (owner or support; never the owner). */
  removeTeamMember: Scalars['Boolean']['output'];
  /** Mails a link to the account's address that erases the account (valid an hour, used once; a newer one replaces it). The signed-in user, not while acting for them (support). */
  requestAccountErasure: Scalars['Boolean']['output'];
  /** Mails a confirmation link to the new address and a notice to the old one; the old address stays until the link is used. */
  requestEmailChange: PendingEmailChange;
  /** Mails a reset link (10 minutes, once) when the address has an account; the answer is true either way. Rate-limited by address and client. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Asks the candidate for contact with a short message; takes one resume-contact slot of the organization's active subscription. Recruiters and admin-like users with an organization. */
  requestResumeContact: RequestResumeContactResult;
  /** Uses a reset link: the new password is set and every session of the user ends. */
  resetPassword: Scalars['Boolean']['output'];
  /** Withdraws a pending invitation (owner or support). */
  revokeTeamInvitation: Scalars['Boolean']['output'];
  /** Writes a new draft (id omitted) or changes a post; a published post shows the change at once. Refused fields come back as German errors and nothing is written. */
  saveBlogPost: BlogPostSaveResult;
  /** Saves a job this site shows on the caller's Merkliste (again: nothing changes); at most 100, rate-limited. Signed-in users only. */
  saveBookmark: BookmarkChange;
  /** Saves the wizard's fields as a draft: creates the posting (id null) or updates it; a live job gets a pending revision instead, and keeps its URL and text. Partial input is kept; errors name what is wrong. */
  saveJobPosting: SaveJobPostingResult;
  /** Autosave: the sections given replace the draft's; images are checked and re-encoded at once (docs/product.md §9). */
  saveOrganizationProfileDraft: SaveOrganizationProfileDraftResult;
  /** Saves a resume search as the caller's alert for their organization (confirmed at once: it mails the caller's own address); at most 20 per user and site, rate-limited. Who may search resumes only. */
  saveResumeAlert: SaveResumeAlertResult;
  /** Saves one section of the caller's resume (created on the first save). wizard: the fields the wizard hides (docs/product.md §3) keep their values. */
  saveResumeSection: SaveResumeResult;
  /** Sets the organization the caller acts for (docs/product.md §3 activeOrganization): one of their own, or for admin-like users any of this site (docs/product.md §6 support). Null ends acting for one. */
  setActiveOrganization: WorkspaceContext;
  /** Moves the application on (see ApplicationStatus). With mail, the change is saved only once the applicant's mail is sent. */
  setApplicationStatus: JobApplication;
  /** Shows recruiters the company of the current job, or hides it again (the default). */
  setCurrentEmployerShown: ResumePrivacy;
  /** Pauses or resumes one of the caller's job alerts. */
  setMyJobAlertPaused: MyJobAlert;
  /** Marks an organization of this site trusted or untrusted (administrator, site_admin). */
  setOrganizationTrusted: AdminOrganization;
  /** docs/product.md §4 shows the caller's resume to recruiters in resume search, or hides it; NOT_FOUND before the first save. */
  setResumeVisibility: Resume;
  /** Sends a draft or a pending revision on: checks every field, takes one job credit or a free slot exactly once (a new publication only), then publishes, schedules or queues it for review as the site's rules say. Repeating it changes nothing. */
  submitJobPosting: SubmitJobPostingResult;
  /** Takes an organization off the caller's own resume's block list (one not on it: nothing changes). */
  unblockResumeOrganization: ResumePrivacy;
  /** Takes a published post off the site; it stays for its editors. */
  unpublishBlogPost: BlogEditorPost;
  /** Sets the caller's first, last and display name. */
  updateAccountName: AccountOverview;
  /** Sets every employer mail kind of the caller at once (signed-in users, about themselves only). */
  updateMyEmployerMailSettings: EmployerMailSettings;
  /** Renames one of the caller's job alerts and sets its interval (NONE is refused: pause instead). */
  updateMyJobAlert: MyJobAlert;
  /** Sets the interval of one of the caller's resume alerts; another's is NOT_FOUND. */
  updateResumeAlert: ResumeAlert;
  /** Stores an upload (docs/product.md §5: PDF, JPG/JPEG, PNG or WebP, at most 50 MB; the type is detected from the content). */
  uploadFile: UploadedFile;
};


export type MutationAcceptTeamInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddApplicationNoteArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationApproveJobPostingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveJobPostingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveJobPostingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationBlockResumeOrganizationArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  resumeId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmAccountErasureArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateCustomerOrganizationArgs = {
  input: CustomerOrganizationInput;
};


export type MutationCreateGdprUserConsentArgs = {
  infoId: Scalars['ID']['input'];
  mail: Scalars['String']['input'];
};


export type MutationDecideResumeContactRequestArgs = {
  decision: ResumeContactDecision;
  id: Scalars['ID']['input'];
};


export type MutationDeleteKeptFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMyJobAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteResumeAlertArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardOrganizationProfileDraftArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicateJobPostingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendJobPostingArgs = {
  expectedCharge?: InputMaybe<JobCharge>;
  id: Scalars['ID']['input'];
};


export type MutationInviteTeamMemberArgs = {
  email: Scalars['String']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkOrderPaidArgs = {
  orderId: Scalars['ID']['input'];
  paymentDate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMergeBookmarksArgs = {
  jobIds: Array<Scalars['ID']['input']>;
};


export type MutationMergeOrganizationsArgs = {
  duplicateId: Scalars['ID']['input'];
  keepId: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationProposeResumeFromCvArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationPublishBlogPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishOrganizationProfileArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRefundOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRejectJobPostingArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRemoveBookmarkArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationRemoveTeamMemberArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestResumeContactArgs = {
  message: Scalars['String']['input'];
  resumeId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeTeamInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveBlogPostArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: BlogPostInput;
};


export type MutationSaveBookmarkArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationSaveJobPostingArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: JobPostingInput;
};


export type MutationSaveOrganizationProfileDraftArgs = {
  input: OrganizationProfileInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveResumeAlertArgs = {
  interval: JobAlertInterval;
  label?: InputMaybe<Scalars['String']['input']>;
  payload: ResumeAlertSearchInput;
};


export type MutationSaveResumeSectionArgs = {
  input: ResumeSectionInput;
  wizard?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSetActiveOrganizationArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetApplicationStatusArgs = {
  id: Scalars['ID']['input'];
  mail?: InputMaybe<ApplicationStatusMail>;
  status: ApplicationStatus;
};


export type MutationSetCurrentEmployerShownArgs = {
  resumeId: Scalars['ID']['input'];
  shown: Scalars['Boolean']['input'];
};


export type MutationSetMyJobAlertPausedArgs = {
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


export type MutationSetOrganizationTrustedArgs = {
  organizationId: Scalars['ID']['input'];
  trusted: Scalars['Boolean']['input'];
};


export type MutationSetResumeVisibilityArgs = {
  visible: Scalars['Boolean']['input'];
};


export type MutationSubmitJobPostingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnblockResumeOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
  resumeId: Scalars['ID']['input'];
};


export type MutationUnpublishBlogPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAccountNameArgs = {
  input: AccountNameInput;
};


export type MutationUpdateMyEmployerMailSettingsArgs = {
  input: EmployerMailSettingsInput;
};


export type MutationUpdateMyJobAlertArgs = {
  id: Scalars['ID']['input'];
  interval: JobAlertInterval;
  label: Scalars['String']['input'];
};


export type MutationUpdateResumeAlertArgs = {
  id: Scalars['ID']['input'];
  interval: JobAlertInterval;
};


export type MutationUploadFileArgs = {
  file: Scalars['File']['input'];
};

/** An application of the signed-in user as they see it: their job and the employer's status, never the employer's notes. */
export type MyApplication = {
  __typename?: 'MyApplication';
  attachmentCount: Scalars['Int']['output'];
  /** When a rejected application is deleted. */
  deletionDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  jobId: Scalars['ID']['output'];
  /** False once the job no longer takes applications (closed, expired, archived). */
  jobOpen: Scalars['Boolean']['output'];
  jobTitle: Scalars['String']['output'];
  /** The employer as the job shows it (organizationAssignment, else the organization). */
  organizationName: Scalars['String']['output'];
  sentAt: Scalars['DateTime']['output'];
  /** As the employer sets it in the applications inbox. */
  status: ApplicationStatus;
  statusChangedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the resume went along as a PDF. */
  withResume: Scalars['Boolean']['output'];
};

export type MyApplicationPage = {
  __typename?: 'MyApplicationPage';
  items: Array<MyApplication>;
  total: Scalars['Int']['output'];
};

export type MyBookmarks = {
  __typename?: 'MyBookmarks';
  /** Newest first. */
  items: Array<Bookmark>;
  /** How many jobs a Merkliste holds at most (per user and site). */
  limit: Scalars['Int']['output'];
};

/** A consent the signed-in user gave: which text, its revision and wording (filtered_html), and when. */
export type MyConsent = {
  __typename?: 'MyConsent';
  givenAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  placement: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A job alert of the signed-in user (saved while signed in, or for the account's address). */
export type MyJobAlert = {
  __typename?: 'MyJobAlert';
  /** Confirmed by the mailed link (double opt-in); unconfirmed alerts send nothing. */
  confirmed: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The chosen interval; for a paused alert the one it resumes with. */
  interval: JobAlertInterval;
  label: Scalars['String']['output'];
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  paused: Scalars['Boolean']['output'];
  /** The job search the alert re-runs, as a site path. */
  searchHref: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  customerProfile: CustomerProfile;
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** The region (site id) the order was placed on. */
  frontend: Scalars['String']['output'];
  grossCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  invoices: Array<Invoice>;
  items: Array<OrderItem>;
  netCents: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  orderReference?: Maybe<Scalars['String']['output']>;
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The day the money arrived (YYYY-MM-DD), as the admin who marked the order paid gave it. */
  paymentDate?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  status: OrderStatus;
  vatCents: Scalars['Int']['output'];
  vatRate: Scalars['Float']['output'];
  vatTreatment: VatTreatment;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  unitNetCents: Scalars['Int']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  orders: Array<Order>;
  total: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'cancelled'
  | 'paid'
  | 'pending'
  | 'refunded';

export type Organization = {
  __typename?: 'Organization';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownerId?: Maybe<Scalars['ID']['output']>;
};

export type OrganizationChange = {
  __typename?: 'OrganizationChange';
  /** A dotted action key, e.g. team.invited, profile.published, job.archived. */
  action: Scalars['String']['output'];
  /** Name and e-mail of who did it, at the time. */
  actor: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  detail: Array<ChangeDetailEntry>;
  id: Scalars['ID']['output'];
  viaSupport: Scalars['Boolean']['output'];
};

export type OrganizationChangePage = {
  __typename?: 'OrganizationChangePage';
  entries: Array<OrganizationChange>;
  hasMore: Scalars['Boolean']['output'];
  organization: Organization;
};

/**
 * docs/product.md §3 organization page sections (info, about, benefits, contact people, gallery, videos, further locations,
 * faq, attachments). The personal_info group and invoicing data are never part of it.
 */
export type OrganizationProfile = {
  __typename?: 'OrganizationProfile';
  address?: Maybe<Address>;
  alternativeName?: Maybe<Scalars['String']['output']>;
  attachments: Array<UploadedFile>;
  benefits: Array<TermRef>;
  contactPeople: Array<ContactPerson>;
  cover?: Maybe<Image>;
  faq: Array<FaqEntry>;
  featured: Scalars['Boolean']['output'];
  fieldsOfStudy: Array<TermRef>;
  furtherLocations: Array<FurtherLocation>;
  gallery: Array<Image>;
  id: Scalars['ID']['output'];
  industries: Array<TermRef>;
  lat?: Maybe<Scalars['Float']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Image>;
  lon?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  occupations: Array<TermRef>;
  openJobs: Scalars['Int']['output'];
  /** Sanitized HTML of the presentation. */
  presentation?: Maybe<Scalars['String']['output']>;
  profiles: SocialProfiles;
  size?: Maybe<Scalars['Int']['output']>;
  slug: Scalars['String']['output'];
  url: Scalars['String']['output'];
  videos: Array<OrganizationVideo>;
  website?: Maybe<Scalars['String']['output']>;
};

/** The editable docs/product.md §3 groups and sections, in the shape of OrganizationProfileInput. */
export type OrganizationProfileData = {
  __typename?: 'OrganizationProfileData';
  about: ProfileAbout;
  /** File ids of PDF attachments. */
  attachments: Array<Scalars['ID']['output']>;
  /** Benefit tids. */
  benefits: Array<Scalars['Int']['output']>;
  companyInfo?: Maybe<ProfileCompanyInfo>;
  contactPeople: Array<ProfileContactPerson>;
  faq: Array<ProfileFaqEntry>;
  furtherLocations: Array<ProfileLocation>;
  gallery: Array<ProfileGalleryImage>;
  info: ProfileInfo;
  personalInfo: ProfilePersonalInfo;
  videos: Array<ProfileVideo>;
};

export type OrganizationProfileDraft = {
  __typename?: 'OrganizationProfileDraft';
  data: OrganizationProfileData;
  /** What publishing would refuse now (German, by OrganizationProfileInput path). */
  errors: Array<FieldError>;
  /** The files data refers to (names, addresses for thumbnails). */
  files: Array<UploadedFile>;
  /** False: no draft; data is the published profile. */
  hasDraft: Scalars['Boolean']['output'];
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  terms: ProfileTerms;
  /** docs/product.md §6 editor toolbar of the caller's role (basic for recruiters, full for admin-like users). */
  toolbar: EditorToolbar;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The public page, /organization/<slug>. */
  url: Scalars['String']['output'];
  /** An admin-like user acting for an organization not their own (docs/product.md §6 masquerade). */
  viaSupport: Scalars['Boolean']['output'];
};

/** Sections to save into the draft; a section left out stays as it is. */
export type OrganizationProfileInput = {
  about?: InputMaybe<ProfileAboutInput>;
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
  benefits?: InputMaybe<Array<Scalars['Int']['input']>>;
  companyInfo?: InputMaybe<ProfileCompanyInfoInput>;
  contactPeople?: InputMaybe<Array<ProfileContactPersonInput>>;
  faq?: InputMaybe<Array<ProfileFaqEntryInput>>;
  furtherLocations?: InputMaybe<Array<ProfileLocationInput>>;
  gallery?: InputMaybe<Array<ProfileGalleryImageInput>>;
  info?: InputMaybe<ProfileInfoInput>;
  personalInfo?: InputMaybe<ProfilePersonalInfoInput>;
  videos?: InputMaybe<Array<ProfileVideoInput>>;
};

/**
 * The organization search payload: the docs/product.md §7 shape of the job search. Fields (facets, conditions): occupation,
 * industry, field_of_study (taxonomy tids), organization_name (operator LIKE).
 */
export type OrganizationSearchPayload = {
  condition_group?: InputMaybe<JobSearchConditionGroupInput>;
  facets?: InputMaybe<Array<JobSearchFacetInput>>;
  /** Only featured organizations (the SHOW_ONLY_FEATURED_ORGANIZATIONS flag). */
  featuredOnly?: InputMaybe<Scalars['Boolean']['input']>;
  fulltext?: InputMaybe<JobSearchFulltextInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  /** Default 0 to 12; at most 100 at once. */
  range?: InputMaybe<JobSearchRangeInput>;
};

export type OrganizationSearchResult = {
  __typename?: 'OrganizationSearchResult';
  facets: Array<JobSearchFacet>;
  /** Up to 4 featured organizations (docs/product.md §9 featured organizations 0-4), the same for every page. */
  featured: Array<OrganizationTeaser>;
  organizations: Array<OrganizationTeaser>;
  total: Scalars['Int']['output'];
};

export type OrganizationSubscription = {
  __typename?: 'OrganizationSubscription';
  absoluteUrl: Scalars['String']['output'];
  availableJobSlots: Scalars['Int']['output'];
  endDate: Scalars['DateTime']['output'];
  /** The region (site id) the subscription is valid on. */
  frontend: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  product: Product;
  startDate: Scalars['DateTime']['output'];
  status: SubscriptionStatusInfo;
  type: Scalars['String']['output'];
  usageResumeContactSlots: ResumeContactSlotUsage;
};

export type OrganizationTeam = {
  __typename?: 'OrganizationTeam';
  /** The caller may invite and remove (the owner, or support). */
  canManage: Scalars['Boolean']['output'];
  /** Pending invitations; empty for callers who may not manage the team. */
  invitations: Array<TeamInvitation>;
  members: Array<TeamMember>;
  organization: Organization;
  viaSupport: Scalars['Boolean']['output'];
};

export type OrganizationTeaser = {
  __typename?: 'OrganizationTeaser';
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  industries: Array<TermRef>;
  location?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Image>;
  name: Scalars['String']['output'];
  /** Open jobs of the organization on this site. */
  openJobs: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** The organization page, /organization/<slug>. */
  url: Scalars['String']['output'];
};

export type OrganizationVideo = {
  __typename?: 'OrganizationVideo';
  cover?: Maybe<Image>;
  coverTitle?: Maybe<Scalars['String']['output']>;
  /** The video's address (YouTube, Vimeo …); players load only after consent. */
  source: Scalars['String']['output'];
};

/** A new e-mail address waiting for the link mailed to it; until then the old address stays. */
export type PendingEmailChange = {
  __typename?: 'PendingEmailChange';
  expiresAt: Scalars['DateTime']['output'];
  newEmail: Scalars['String']['output'];
};

export type Place = {
  __typename?: 'Place';
  /** The federal state. */
  administrativeArea?: Maybe<Scalars['String']['output']>;
  /** ISO 3166 country code. */
  countryCode?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** The point a radius is measured from; null for states and countries, searched without a radius. */
  lat?: Maybe<Scalars['Float']['output']>;
  /** locality, postal_code, administrative_area_level_1 or country: how the job search searches it (docs/product.md §9). */
  locationType: Scalars['String']['output'];
  lon?: Maybe<Scalars['Float']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type PlaceOrderInput = {
  /** The summary the buyer confirmed: the order is refused when the price changed since (gross in cents). */
  confirmedGrossCents: Scalars['Int']['input'];
  customer: CustomerProfileInput;
  /** Checkout.orderKey. */
  orderKey: Scalars['String']['input'];
  /** docs/product.md §1 ORDER_ADDITIONAL_INFO: purchase-order reference, shown on the invoice. */
  orderReference?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type PlaceOrderResult = {
  __typename?: 'PlaceOrderResult';
  /** True when this orderKey had already placed the order (nothing was bought again). */
  alreadyPlaced: Scalars['Boolean']['output'];
  errors: Array<FieldError>;
  /** The order placed; null when errors refuse it. */
  order?: Maybe<Order>;
};

export type PostingOrganization = {
  __typename?: 'PostingOrganization';
  /** Free job slots of its active subscriptions on this site. */
  freeJobSlots: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Job credits left on this site. */
  jobCredits: Scalars['Int']['output'];
  logo?: Maybe<Image>;
  name: Scalars['String']['output'];
  /** Its jobs go live without review where the policy is untrusted. */
  trusted: Scalars['Boolean']['output'];
};

/** A qualifying question as its author sees it, with the answer that qualifies. */
export type PostingQualifyingQuestion = {
  __typename?: 'PostingQualifyingQuestion';
  answerType: Scalars['String']['output'];
  expected?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** What the data-rights page shows the signed-in user (DSGVO Art. 15, 17, 20). */
export type PrivacyOverview = {
  __typename?: 'PrivacyOverview';
  /** The account's address, where the erasure link goes. */
  email: Scalars['String']['output'];
  /** Minutes the mailed erasure link works. */
  erasureLinkMinutes: Scalars['Int']['output'];
  /** The user's files that are kept (CVs, photos, attachments), newest first, each with how long it stays. */
  keptFiles: Array<KeptFile>;
  /** Kinds of records that stay after an erasure, with the link to the account cut. */
  keptRecords: Array<KeptRecordReason>;
};

export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProductKind =
  /** A pack of job-ad credits. */
  | 'credits'
  /** A time-boxed subscription with job slots and resume-contact slots. */
  | 'subscription';

export type ProfileAbout = {
  __typename?: 'ProfileAbout';
  fieldsOfStudy: Array<Scalars['Int']['output']>;
  industry: Array<Scalars['Int']['output']>;
  occupation: Array<Scalars['Int']['output']>;
  /** As entered (HTML); sanitized when published. */
  presentation?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type ProfileAboutInput = {
  fieldsOfStudy: Array<Scalars['Int']['input']>;
  industry: Array<Scalars['Int']['input']>;
  occupation: Array<Scalars['Int']['input']>;
  /** Rich text (HTML); docs/product.md §5 sanitizer on publish. */
  presentation?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type ProfileCompanyInfo = {
  __typename?: 'ProfileCompanyInfo';
  address?: Maybe<Address>;
  name?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type ProfileCompanyInfoInput = {
  address: AddressInput;
  name?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type ProfileContactPerson = {
  __typename?: 'ProfileContactPerson';
  contactInfo?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  linkedinProfile?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  photoFileId?: Maybe<Scalars['ID']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Scalars['String']['output']>;
};

export type ProfileContactPersonInput = {
  contactInfo?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  linkedinProfile?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image of at least 160 × 160 px, cropped square. */
  photoFileId?: InputMaybe<Scalars['ID']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileFaqEntry = {
  __typename?: 'ProfileFaqEntry';
  answer?: Maybe<Scalars['String']['output']>;
  question?: Maybe<Scalars['String']['output']>;
};

export type ProfileFaqEntryInput = {
  answer?: InputMaybe<Scalars['String']['input']>;
  question?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileGalleryImage = {
  __typename?: 'ProfileGalleryImage';
  alt?: Maybe<Scalars['String']['output']>;
  fileId: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ProfileGalleryImageInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileInfo = {
  __typename?: 'ProfileInfo';
  alternativeName?: Maybe<Scalars['String']['output']>;
  coverFileId?: Maybe<Scalars['ID']['output']>;
  logoFileId?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  organizationLocation?: Maybe<Scalars['String']['output']>;
  profiles: SocialProfiles;
  website?: Maybe<Scalars['String']['output']>;
};

export type ProfileInfoInput = {
  alternativeName?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image of at least 1000 × 500 px, cropped to 2:1. */
  coverFileId?: InputMaybe<Scalars['ID']['input']>;
  /** An uploaded image (uploadFile): checked and re-encoded when saved (docs/product.md §9: at least 60 px high). */
  logoFileId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organizationLocation?: InputMaybe<Scalars['String']['input']>;
  profiles: SocialProfilesInput;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileLocation = {
  __typename?: 'ProfileLocation';
  address?: Maybe<Address>;
  name?: Maybe<Scalars['String']['output']>;
};

export type ProfileLocationInput = {
  address: AddressInput;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** docs/product.md §3 personal_info: private (invoicing and account actions), never shown on the public page. */
export type ProfilePersonalInfo = {
  __typename?: 'ProfilePersonalInfo';
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Scalars['String']['output']>;
};

export type ProfilePersonalInfoInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  /** mr, ms, diverse or none. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

/** The terms the profile's lists choose from. */
export type ProfileTerms = {
  __typename?: 'ProfileTerms';
  benefit: Array<TermRef>;
  fieldOfStudy: Array<TermRef>;
  industry: Array<TermRef>;
  occupation: Array<TermRef>;
};

export type ProfileVideo = {
  __typename?: 'ProfileVideo';
  coverFileId?: Maybe<Scalars['ID']['output']>;
  coverTitle?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
};

export type ProfileVideoInput = {
  coverFileId?: InputMaybe<Scalars['ID']['input']>;
  coverTitle?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
};

export type PublishOrganizationProfileResult = {
  __typename?: 'PublishOrganizationProfileResult';
  draft: OrganizationProfileDraft;
  errors: Array<FieldError>;
  published: Scalars['Boolean']['output'];
};

/** A qualifying question of an application form; the expected answer is never sent. */
export type QualifyingQuestion = {
  __typename?: 'QualifyingQuestion';
  answerType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type QualifyingQuestionInput = {
  /** yes_no or text. */
  answerType: Scalars['String']['input'];
  /** For yes_no: the answer that qualifies (yes or no). */
  expected?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  question: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** A mailed erasure link's state (anyone holding the link); reading it changes nothing. */
  accountErasureLink: AccountErasureLinkState;
  /** Organizations of this site whose name contains the words (administrator, site_admin), with their trust. */
  adminOrganizations: Array<AdminOrganization>;
  /**
   * docs/product.md §6 the applications of an organization's jobs (internal or e-mail workflow), newest first: for its recruiters
   * and admin-like users. Null when the caller has no organization on this site and names none.
   */
  applicationInbox?: Maybe<ApplicationInbox>;
  /**
   * The apply form's values for the signed-in user, from their account and resume, and when they last applied to
   * the job `jobId` (any signed-in user; only their own applications).
   */
  applicationPrefill: ApplicationPrefill;
  /** Organizations of the site whose name holds the typed words (at most 8; fewer than 2 letters: none), to block from the caller's own resume. Another's or an unknown resume: NOT_FOUND. */
  blockableOrganizations: Array<BlockedOrganization>;
  /** One post of the site as its editors edit it. */
  blogEditorPost: BlogEditorPost;
  /** Every post of the site for its editors, last changed first, 20 a page; page from 1. */
  blogEditorPosts: BlogEditorPostPage;
  /** A published post of the site by its slug; null when there is none (drafts and withdrawn posts are not public). */
  blogPost?: Maybe<BlogPost>;
  /** The site's published posts, newest first; page from 1, size 1–10 (default 10). */
  blogPosts: BlogPostPage;
  /** The public data of up to 100 jobs by id, in the order asked, for a Merkliste kept in a browser before sign-in. Open to everybody, rate-limited. */
  bookmarkedJobs: Array<BookmarkedJob>;
  /** The checkout of the caller's active organization (recruiters; admin-like users acting for one). */
  checkout: Checkout;
  /** Net, VAT and gross of an order as it would be placed; the VAT number is checked (format, check digit, VIES). */
  checkoutQuote: CheckoutQuote;
  /** docs/product.md §2 the employer's overview of an organization (default: the caller's active or own one); null when the caller has none. */
  employerDashboard?: Maybe<EmployerDashboard>;
  /** Public configuration of the caller's site: its config file (site, features, assets, social) and app_config rows (at most 500). */
  getAppConfig: Array<AppConfigEntry>;
  /** Credit balances of an organization (default: the caller's active or own organization), every frontend, at most 100. */
  getCredits: Array<CreditBalance>;
  /** GDPR consent infos of the caller's site with their latest published text. `path` is the page asking (accepted, not used for filtering). */
  getGdprConsentInfos: Array<GdprConsentInfo>;
  /** A job of the caller's site. Published jobs (also archived or expired ones, with available false) for everyone; jobs in review or scheduled only for those who may act on their organization. Null when there is none to show. */
  getJob?: Maybe<Job>;
  /** The public profile of an organization of the caller's site by its slug; null when there is none. Never contains personal_info or invoicing data. */
  getOrganizationProfile?: Maybe<OrganizationProfile>;
  /** docs/product.md §2 route lookup of a site path (leading slash) in a language (default: the site's default locale). */
  getRoutInfo: RoutInfo;
  /** Subscriptions of an organization (default: every organization the caller may act on), of this frontend unless showSubscriptionsFromAllFrontends. */
  getSubscriptions: SubscriptionsResult;
  /** The signed-in user with roles and organizations; null for anonymous callers. */
  getUser?: Maybe<User>;
  /** Whether the signed-in user agreed to the latest revision of every active consent info of a type (and placement). Sign-in required. */
  hasTheLatestConsent: LatestConsentStatus;
  /** One application with its answers, files, notes and history (NOT_FOUND / FORBIDDEN as for jobPosting). */
  jobApplication: JobApplication;
  /** The front page's figures of the caller's site: open jobs and their employers, the featured (docs/product.md §9 top) jobs, the employers and the town × occupational field pages with the most open jobs. */
  jobBoardOverview: JobBoardOverview;
  /** What extending or republishing a job would take and give now (the confirmation before extendJobPosting). Its organization's recruiters and admin-like users. */
  jobExtensionQuote: JobExtensionQuote;
  /** All jobs of an organization (default: the caller's active or own one) across every frontend with their figures, filtered, sorted and paged (20 a page, at most 200). Null when the caller has no organization. Recruiters of the organization and admin-like users. */
  jobManager?: Maybe<JobManagerPage>;
  /** A posting with every field as entered (drafts, jobs in review, live jobs with pending changes). Its organization's recruiters and admin-like users of its site. */
  jobPosting?: Maybe<JobPosting>;
  /** The job wizard's frame: the organizations the caller posts for on this site and the site's posting rules. Recruiters and admin-like users. */
  jobPostingContext: JobPostingContext;
  /** A job's figures per day (from and to as YYYY-MM-DD; default: the last 30 days; at most 366). Its organization's recruiters and admin-like users. */
  jobStatistics: JobStatistics;
  /** New jobs and changes waiting for review on this site, oldest first. job_editor, site_admin, administrator. */
  moderationQueue: ModerationQueue;
  /** The caller's own account (signed-in users). */
  myAccount: AccountOverview;
  /** The signed-in user's own applications on this site, newest first (any signed-in user; only their own). */
  myApplications: MyApplicationPage;
  /** The caller's Merkliste on this site (any signed-in user; only their own). */
  myBookmarks: MyBookmarks;
  /** The consents the caller gave on this site, newest first (signed-in users). */
  myConsents: Array<MyConsent>;
  /** The caller's own employer mail settings (signed-in users). */
  myEmployerMailSettings: EmployerMailSettings;
  /** The caller's job alerts on this site, newest first (signed-in users). */
  myJobAlerts: Array<MyJobAlert>;
  /** The caller's own resume on this site, with every field; null before the first save. Signed-in users. */
  myResume?: Maybe<Resume>;
  /** The caller's resume alerts on this site, newest first. Who may search resumes (searchResumes) only. */
  myResumeAlerts: Array<ResumeAlert>;
  /** The caller's received contact requests on this site, every state, newest first (at most 200). Signed-in users. */
  myResumeContactRequests: Array<ResumeContactRequest>;
  /** The caller's overview for /dashboard (signed-in users). */
  mySeekerOverview: SeekerOverview;
  /** An organization's change log (default: the active one), newest first; limit 1–100, offset from 0. */
  organizationChanges: OrganizationChangePage;
  /** Orders of an organization (default: the active one), newest first: its recruiters and admin-like users. */
  organizationOrders: OrderPage;
  /** The organization's profile draft (or its published profile when there is none), for its recruiters and admin-like users. Default: the caller's active or own organization. */
  organizationProfileDraft: OrganizationProfileDraft;
  /** The draft as visitors would see it on the public page (preview). Its recruiters and admin-like users. */
  organizationProfilePreview: OrganizationProfile;
  /** The team of an organization (default: the active one): members, and for its owner or support the pending invitations. */
  organizationTeam: OrganizationTeam;
  /** The signed-in user's data-rights page. */
  privacyOverview: PrivacyOverview;
  /** A resume for recruiters and admin-like users (docs/product.md §4): visible and complete, without the private fields and e-mail unless their organization holds an approved request; the owner sees everything. Unknown: NOT_FOUND; not visible: FORBIDDEN. */
  recruiterResume: RecruiterResume;
  /** A resume by id, as recruiterResume answers it: the owner sees everything; recruiters with the resume search (or a contact request for it) and admin-like users a visible, complete resume, without the private fields unless their organization holds an approved request. Unknown: NOT_FOUND; otherwise FORBIDDEN. */
  resume?: Maybe<Resume>;
  /** The caller's own resume's privacy settings. Another's or an unknown resume: NOT_FOUND. Signed-in users. */
  resumePrivacy: ResumePrivacy;
  /** docs/product.md §7 job search of the caller's site: only published, unexpired jobs. Hits, total and facet counts in one answer. */
  searchJobs: JobSearchResult;
  /** docs/product.md §9 organization search of the caller's site: 12 per page by default, facets occupation, industry, field_of_study; `featured` holds up to 4 featured employers. */
  searchOrganizations: OrganizationSearchResult;
  /** Place autocomplete (docs/product.md §9: from 1 character) over the local gazetteer of German places; nearest to the site's places first among equal matches. At most 20. */
  searchPlaces: Array<Place>;
  /** docs/product.md §9 resume search of the site's visible, complete resumes: recruiters of an organization with an active subscription here and admin-like users; other signed-in users FORBIDDEN. */
  searchResumes: ResumeSearchResult;
  /** The contact requests the caller's organizations sent on this site, newest first. Recruiters and admin-like users. */
  sentResumeContactRequests: Array<ResumeContactRequest>;
  /** Products on sale on this site (anyone). */
  shopProducts: Array<ShopProduct>;
  /** Orders placed on this site, newest first, optionally of one status: admin-like users. */
  siteOrders: OrderPage;
  /** Job titles for the search form's "Was" field: titles of the site's open jobs (without the gender marker) and occupational fields with a word starting with each word of the prefix, most frequent first. The prefix needs 2 characters; at most 8. */
  suggestJobTitles: Array<Scalars['String']['output']>;
  /** Organizations of this site by name, for admin-like users choosing whom to act for as support (docs/product.md §6); at most 20. */
  supportOrganizations: Array<Organization>;
  /** An invitation link's state, for its landing page (anyone holding the link's token). */
  teamInvitation: TeamInvitationPreview;
  /** docs/product.md §6 organization profiles the caller may update: recruiters get their own, admin-like users every profile of the site. */
  updatableOrganizationProfiles: Array<UpdatableOrganizationProfile>;
  /** The caller's workspace frame: the organization they act for, whether as support (docs/product.md §6 masquerade), and their own organizations on this site. */
  workspaceContext: WorkspaceContext;
};


export type QueryAccountErasureLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryAdminOrganizationsArgs = {
  query: Scalars['String']['input'];
};


export type QueryApplicationInboxArgs = {
  filter?: InputMaybe<ApplicationInboxFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryApplicationPrefillArgs = {
  jobId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBlockableOrganizationsArgs = {
  name: Scalars['String']['input'];
  resumeId: Scalars['ID']['input'];
};


export type QueryBlogEditorPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBlogEditorPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBlogPostArgs = {
  slug: Scalars['String']['input'];
};


export type QueryBlogPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBookmarkedJobsArgs = {
  jobIds: Array<Scalars['ID']['input']>;
};


export type QueryCheckoutQuoteArgs = {
  input: CheckoutQuoteInput;
};


export type QueryEmployerDashboardArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetCreditsArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetGdprConsentInfosArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  placement?: InputMaybe<Scalars['String']['input']>;
  sorting?: InputMaybe<Array<SortingInput>>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrganizationProfileArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGetRoutInfoArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryGetSubscriptionsArgs = {
  filters?: InputMaybe<Array<FilterInput>>;
  limit?: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  showSubscriptionsFromAllFrontends?: InputMaybe<Scalars['Boolean']['input']>;
  sorting?: InputMaybe<Array<SortingInput>>;
};


export type QueryHasTheLatestConsentArgs = {
  placement?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryJobApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobExtensionQuoteArgs = {
  jobId: Scalars['ID']['input'];
};


export type QueryJobManagerArgs = {
  filter?: InputMaybe<JobManagerFilter>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<JobManagerSort>;
};


export type QueryJobPostingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobStatisticsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  jobId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModerationQueueArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrganizationChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrganizationOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrganizationProfileDraftArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrganizationProfilePreviewArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOrganizationTeamArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRecruiterResumeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResumeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResumePrivacyArgs = {
  resumeId: Scalars['ID']['input'];
};


export type QuerySearchJobsArgs = {
  payload: JobSearchPayload;
};


export type QuerySearchOrganizationsArgs = {
  payload: OrganizationSearchPayload;
};


export type QuerySearchPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchResumesArgs = {
  payload: ResumeSearchPayload;
};


export type QuerySentResumeContactRequestsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySiteOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QuerySuggestJobTitlesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  prefix: Scalars['String']['input'];
};


export type QuerySupportOrganizationsArgs = {
  query: Scalars['String']['input'];
};


export type QueryTeamInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryUpdatableOrganizationProfilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** One resume as a recruiter sees it: the private fields and the e-mail only while their organization holds an approved request. */
export type RecruiterResume = {
  __typename?: 'RecruiterResume';
  /** True while one of the caller's organizations holds an approved, unrevoked request for this resume. */
  contactApproved: Scalars['Boolean']['output'];
  /** The requests of the caller's organizations for this resume, oldest first. */
  contactRequests: Array<ResumeContactRequest>;
  /** Free resume-contact slots of the caller's organization's active subscriptions on this site. */
  contactSlotsAvailable: Scalars['Int']['output'];
  /** The candidate's e-mail address: for the owner and an approved contact; otherwise null. */
  email?: Maybe<Scalars['String']['output']>;
  resume: Resume;
};

export type RequestResumeContactResult = {
  __typename?: 'RequestResumeContactResult';
  /** Why not, in German: message (empty, too long), or resumeId (own resume, not visible, already asked, no free slot, too many requests). */
  errors: Array<FieldError>;
  /** The new request; null when errors refuse it. */
  request?: Maybe<ResumeContactRequest>;
};

/** A job seeker's resume on this site (docs/product.md §3), as the caller may see it. */
export type Resume = {
  __typename?: 'Resume';
  /** The setup wizard's required steps are done (docs/product.md §1). */
  complete: Scalars['Boolean']['output'];
  completeness: ResumeCompleteness;
  education: Array<ResumeEducation>;
  id: Scalars['ID']['output'];
  jobPreferences: ResumeJobPreferences;
  languages: ResumeTermGroup;
  personalInfo: ResumePersonalInfo;
  skills: ResumeTermGroup;
  updatedAt: Scalars['DateTime']['output'];
  /** docs/product.md §4 shown to recruiters in resume search. */
  visible: Scalars['Boolean']['output'];
  workExperience: Array<ResumeWorkExperience>;
};

/** A recruiter's saved resume search: new matching resumes by mail at its interval, never a private field. */
export type ResumeAlert = {
  __typename?: 'ResumeAlert';
  createdAt: Scalars['DateTime']['output'];
  /** The criteria in words ("„Pflege“ in Rosenheim (+30 km) mit 1 Filter"). */
  criteria: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** docs/product.md §4 interval; NONE: kept, never mailed. */
  interval: JobAlertInterval;
  /** The recruiter's name for it, or the criteria in words. */
  label: Scalars['String']['output'];
  /** When the last mail went out; null until one did. */
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The site path that runs the search on /bewerbersuche. */
  searchHref: Scalars['String']['output'];
};

/** The place of a saved resume search: its name (for the label and the link back to the search) and the radius. */
export type ResumeAlertPlaceInput = {
  label: Scalars['String']['input'];
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
  /** Kilometres around the place, 1 to 200. */
  radiusKm: Scalars['Int']['input'];
};

/** The resume search to save: the search's payload without its page, the place with its name. */
export type ResumeAlertSearchInput = {
  filters?: InputMaybe<Array<ResumeSearchFilterInput>>;
  keys?: InputMaybe<Scalars['String']['input']>;
  place?: InputMaybe<ResumeAlertPlaceInput>;
};

export type ResumeCompleteness = {
  __typename?: 'ResumeCompleteness';
  /** Parts still missing: names, photo, phone, homeLocation, about, desiredOccupation, employmentType, desiredLocation, workExperience, education, languages, skills. */
  missing: Array<Scalars['String']['output']>;
  /** 0–100 (weights: docs/product-decisions.md). */
  percent: Scalars['Int']['output'];
};

/** The candidate's answer: approve or decline a pending request, revoke an approval. */
export type ResumeContactDecision =
  | 'approve'
  | 'decline'
  | 'revoke';

export type ResumeContactRequest = {
  __typename?: 'ResumeContactRequest';
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The recruiter's short message to the candidate. */
  message?: Maybe<Scalars['String']['output']>;
  organizationName: Scalars['String']['output'];
  resumeId: Scalars['ID']['output'];
  /** The resume's desired job, how a recruiter's list names it (never the person's name). */
  resumeTitle?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ResumeContactStatus;
  /** When the state last changed (the decision, for declined). */
  updatedAt: Scalars['DateTime']['output'];
};

export type ResumeContactSlotUsage = {
  __typename?: 'ResumeContactSlotUsage';
  /** Approved contact requests that use a slot of this subscription. */
  active: Scalars['Int']['output'];
  available: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** docs/product.md §4 a contact request's state: the candidate approves or declines a pending one and may revoke an approval. */
export type ResumeContactStatus =
  | 'approved'
  | 'declined'
  | 'pending'
  | 'revoked';

export type ResumeEducation = {
  __typename?: 'ResumeEducation';
  degreeLevel?: Maybe<Scalars['Int']['output']>;
  fieldOfStudy?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  period: ResumePeriod;
  studyProgram?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
};

export type ResumeEducationInput = {
  degreeLevel?: InputMaybe<Scalars['Int']['input']>;
  fieldOfStudy?: InputMaybe<Scalars['Int']['input']>;
  /** Null for a new entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  institution?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  period?: InputMaybe<ResumePeriodInput>;
  studyProgram?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

/** A proposed education entry; degreeLevel and fieldOfStudy are taxonomy tids when the CV's words name one. */
export type ResumeImportEducation = {
  __typename?: 'ResumeImportEducation';
  degreeLevel?: Maybe<TermRef>;
  fieldOfStudy?: Maybe<TermRef>;
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  period: ResumeImportPeriod;
  studyProgram?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
};

/** A language the CV names: the taxonomy term when one matches, the level as written (A1–C2, Muttersprache …). */
export type ResumeImportLanguage = {
  __typename?: 'ResumeImportLanguage';
  level?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  term?: Maybe<TermRef>;
};

/** A period of a CV entry, month-precise (YYYY-MM); current: until today (no end). */
export type ResumeImportPeriod = {
  __typename?: 'ResumeImportPeriod';
  current: Scalars['Boolean']['output'];
  end?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['String']['output']>;
};

/** The person as the CV names them (personal_info's fields; the home location as text: postcode and town). */
export type ResumeImportPersonalInfo = {
  __typename?: 'ResumeImportPersonalInfo';
  /** ISO date. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Shown for checking only: the account's address is the one that counts. */
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  homeLocationText?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** mr or ms when the CV says Herr or Frau. */
  salutation?: Maybe<Scalars['String']['output']>;
};

/** What a CV proposes for the resume; nothing is saved until the applicant confirms. */
export type ResumeImportProposal = {
  __typename?: 'ResumeImportProposal';
  education: Array<ResumeImportEducation>;
  languageLevels: Array<ResumeImportLanguage>;
  languages: ResumeImportTermGroup;
  personalInfo: ResumeImportPersonalInfo;
  skills: ResumeImportTermGroup;
  workExperience: Array<ResumeImportWorkExperience>;
};

/** A languages or skills group: the matched taxonomy terms, the rest as free text, notes (language levels). */
export type ResumeImportTermGroup = {
  __typename?: 'ResumeImportTermGroup';
  free?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  terms: Array<TermRef>;
};

/** A proposed work_experience entry. */
export type ResumeImportWorkExperience = {
  __typename?: 'ResumeImportWorkExperience';
  companyName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  period: ResumeImportPeriod;
  summary?: Maybe<Scalars['String']['output']>;
};

export type ResumeJobPreferences = {
  __typename?: 'ResumeJobPreferences';
  /** mornings, afternoons, evenings, nights, weekends. */
  availabilityPeriods: Array<Scalars['String']['output']>;
  /** ISO date. */
  availableStart?: Maybe<Scalars['String']['output']>;
  /** Career status tid. */
  careerStatus?: Maybe<Scalars['Int']['output']>;
  desiredLocation?: Maybe<ResumePlace>;
  /** Occupational field tids. */
  desiredOccupation: Array<Scalars['Int']['output']>;
  desiredSalary?: Maybe<ResumeSalary>;
  /** Employment type tids. */
  employmentType: Array<Scalars['Int']['output']>;
  radiusKm?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type ResumeJobPreferencesInput = {
  availabilityPeriods?: InputMaybe<Array<Scalars['String']['input']>>;
  availableStart?: InputMaybe<Scalars['String']['input']>;
  careerStatus?: InputMaybe<Scalars['Int']['input']>;
  /** A town or postal code as typed. */
  desiredLocation?: InputMaybe<Scalars['String']['input']>;
  desiredOccupation?: InputMaybe<Array<Scalars['Int']['input']>>;
  desiredSalary?: InputMaybe<ResumeSalaryInput>;
  employmentType?: InputMaybe<Array<Scalars['Int']['input']>>;
  radiusKm?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ResumeLanguageLevel = {
  __typename?: 'ResumeLanguageLevel';
  /** native, C2, C1, B2, B1, A2 or A1. */
  level: Scalars['String']['output'];
  tid: Scalars['Int']['output'];
};

export type ResumeLanguageLevelInput = {
  level: Scalars['String']['input'];
  tid: Scalars['Int']['input'];
};

/** docs/product.md §3 a month-precise period; current: until today ("heute"), then end is null. */
export type ResumePeriod = {
  __typename?: 'ResumePeriod';
  current: Scalars['Boolean']['output'];
  /** YYYY-MM */
  end?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM */
  start?: Maybe<Scalars['String']['output']>;
};

export type ResumePeriodInput = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
  /** YYYY-MM; leave empty with current. */
  end?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM */
  start?: InputMaybe<Scalars['String']['input']>;
};

/** docs/product.md §3 personal_info. firstName, lastName, phone, birthday and homeLocation are private: null for everyone but the owner. */
export type ResumePersonalInfo = {
  __typename?: 'ResumePersonalInfo';
  about?: Maybe<Scalars['String']['output']>;
  /** ISO date. */
  birthday?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  homeLocation?: Maybe<ResumePlace>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  photoFileId?: Maybe<Scalars['ID']['output']>;
  /** mr, ms, diverse or none. */
  salutation?: Maybe<Scalars['String']['output']>;
};

/** The photo is not part of it: it is uploaded and removed on its own (POST /lebenslauf/foto) and kept here. */
export type ResumePersonalInfoInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** A town or postal code as typed. */
  homeLocation?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
};

export type ResumePlace = {
  __typename?: 'ResumePlace';
  label: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  zip?: Maybe<Scalars['String']['output']>;
};

/** The owner's privacy settings of a resume; nobody else reads them. */
export type ResumePrivacy = {
  __typename?: 'ResumePrivacy';
  /** Organizations whose people never find, open or ask for the resume, by name. */
  blockedOrganizations: Array<BlockedOrganization>;
  resumeId: Scalars['ID']['output'];
  /** Recruiters see, and the resume search matches, the company of a current job; false (the default) hides it. An organization whose contact request the owner approved sees it regardless. */
  showCurrentEmployer: Scalars['Boolean']['output'];
};

export type ResumeSalary = {
  __typename?: 'ResumeSalary';
  amount: Scalars['Int']['output'];
  currencyCode: Scalars['String']['output'];
  /** hour, month or year. */
  unit: Scalars['String']['output'];
};

export type ResumeSalaryInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** Chosen values of one facet (ORed); several facets are ANDed. */
export type ResumeSearchFilterInput = {
  /** career_status, language, skill, occupation, region or field_of_study (docs/product.md §9). */
  field: Scalars['String']['input'];
  /** Term tids as text; for region the desired place's name. At most 20. */
  values: Array<Scalars['String']['input']>;
};

/** A found resume as the list shows it: never names, phone, birthday, home location or e-mail. */
export type ResumeSearchHit = {
  __typename?: 'ResumeSearchHit';
  careerStatus?: Maybe<TermRef>;
  /** The desired location's name (shown as "Raum Rosenheim"). */
  desiredLocation?: Maybe<Scalars['String']['output']>;
  desiredOccupation: Array<TermRef>;
  /** Kilometres from the searched place (with a place only). */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  skills: Array<TermRef>;
  skillsFree?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Whole years covered by the work experience (overlaps once). */
  yearsOfExperience: Scalars['Int']['output'];
};

export type ResumeSearchPayload = {
  filters?: InputMaybe<Array<ResumeSearchFilterInput>>;
  /** Words of the desired job, experience, education and skills (the job search's German word handling). */
  keys?: InputMaybe<Scalars['String']['input']>;
  /** 1-based; 10 resumes a page (docs/product.md §9), at most page 100. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Resumes whose desired location lies within the radius. */
  place?: InputMaybe<ResumeSearchPlaceInput>;
};

export type ResumeSearchPlaceInput = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
  /** Kilometres around the place, at most 200. */
  radiusKm: Scalars['Int']['input'];
};

export type ResumeSearchResult = {
  __typename?: 'ResumeSearchResult';
  /** Every docs/product.md §9 resume facet (values: a tid, or for region the place's name), each counted over the other facets' choices. */
  facets: Array<JobSearchFacet>;
  hits: Array<ResumeSearchHit>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Exactly one section: the one to save; lists are saved whole, in the order given. */
export type ResumeSectionInput = {
  education?: InputMaybe<Array<ResumeEducationInput>>;
  jobPreferences?: InputMaybe<ResumeJobPreferencesInput>;
  languages?: InputMaybe<ResumeTermGroupInput>;
  personalInfo?: InputMaybe<ResumePersonalInfoInput>;
  skills?: InputMaybe<ResumeTermGroupInput>;
  workExperience?: InputMaybe<Array<ResumeWorkExperienceInput>>;
};

/** docs/product.md §3 languages and skills: taxonomy tids, free text and notes; languages with a level per tid. */
export type ResumeTermGroup = {
  __typename?: 'ResumeTermGroup';
  free?: Maybe<Scalars['String']['output']>;
  levels: Array<ResumeLanguageLevel>;
  notes?: Maybe<Scalars['String']['output']>;
  tids: Array<Scalars['Int']['output']>;
};

export type ResumeTermGroupInput = {
  free?: InputMaybe<Scalars['String']['input']>;
  /** Languages only. */
  levels?: InputMaybe<Array<ResumeLanguageLevelInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  tids?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type ResumeWorkExperience = {
  __typename?: 'ResumeWorkExperience';
  /** True when the company of a current job is withheld from the caller (its owner hides the current employer, docs/product-decisions.md "Privacy from one's employer"); companyName is then null. */
  companyHidden: Scalars['Boolean']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  employmentType?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  occupationalField?: Maybe<Scalars['Int']['output']>;
  period: ResumePeriod;
  summary?: Maybe<Scalars['String']['output']>;
};

export type ResumeWorkExperienceInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  employmentType?: InputMaybe<Scalars['Int']['input']>;
  /** Null for a new entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  occupationalField?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<ResumePeriodInput>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

export type RichTextFormat =
  | 'filtered_html'
  | 'full_html'
  | 'plain';

export type Role =
  | 'administrator'
  | 'anonymous'
  | 'applicant'
  | 'job_editor'
  | 'recruiter'
  | 'site_admin';

export type RoutContent = {
  __typename?: 'RoutContent';
  entity: RoutEntity;
  metatags: Array<Metatag>;
};

export type RoutEntity = {
  __typename?: 'RoutEntity';
  /** Sanitized HTML (docs/product.md §5 rules of bodyFormat); safe to render. */
  body: Scalars['String']['output'];
  bodyFormat: RichTextFormat;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: RoutEntityType;
};

export type RoutEntityType =
  | 'Job'
  | 'LandingPage'
  | 'OrganizationProfile';

export type RoutError = {
  __typename?: 'RoutError';
  /** 404 or 410. */
  code: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type RoutInfo = RoutContent | RoutError | RoutRedirect;

export type RoutRedirect = {
  __typename?: 'RoutRedirect';
  /** 301, 302, 303, 307 or 308. */
  code: Scalars['Int']['output'];
  target: Scalars['String']['output'];
};

export type Salary = {
  __typename?: 'Salary';
  /** ISO 4217, e.g. EUR. */
  currencyCode: Scalars['String']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  unit?: Maybe<SalaryUnit>;
};

/** A predefined salary band; min or max is null at the open ends. */
export type SalaryBand = {
  __typename?: 'SalaryBand';
  key: Scalars['String']['output'];
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
};

export type SalaryInput = {
  /** ISO 4217; EUR when empty. */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  max?: InputMaybe<Scalars['Float']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
  unit?: InputMaybe<SalaryUnit>;
};

export type SalaryUnit =
  | 'day'
  | 'hour'
  | 'month'
  | 'week'
  | 'year';

export type SaveJobPostingResult = {
  __typename?: 'SaveJobPostingResult';
  errors: Array<FieldError>;
  /** Null only when nothing could be saved (see errors). */
  posting?: Maybe<JobPosting>;
};

export type SaveOrganizationProfileDraftResult = {
  __typename?: 'SaveOrganizationProfileDraftResult';
  draft: OrganizationProfileDraft;
  /** Files and terms refused by this save (left out of the draft), e.g. an image too small. */
  refused: Array<FieldError>;
};

export type SaveResumeAlertResult = {
  __typename?: 'SaveResumeAlertResult';
  /** The saved alert; null when errors refuse it. */
  alert?: Maybe<ResumeAlert>;
  /** Why not, in German, by field (label, interval, payload or a part of it such as payload.place.radiusKm); the limit of 20 alerts and the rate limit name payload. */
  errors: Array<FieldError>;
};

export type SaveResumeResult = {
  __typename?: 'SaveResumeResult';
  /** Fields to fix, by path in the section (firstName, workExperience.1.period.end), in German. */
  errors: Array<FieldError>;
  /** The resume after the save; unchanged (or null when there is none yet) when errors refuse it. */
  resume?: Maybe<Resume>;
};

export type SeekerAlertCounts = {
  __typename?: 'SeekerAlertCounts';
  paused: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unconfirmed: Scalars['Int']['output'];
};

/** The job seeker's /dashboard at a glance. */
export type SeekerOverview = {
  __typename?: 'SeekerOverview';
  alerts: SeekerAlertCounts;
  /** The caller's applications on this site. */
  applications: Scalars['Int']['output'];
  hasPassword: Scalars['Boolean']['output'];
  /** A new address waiting for its confirmation link. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** Null: no resume on this site yet. */
  resume?: Maybe<SeekerResumeState>;
};

/** The resume's state on this site, for the job seeker's overview. */
export type SeekerResumeState = {
  __typename?: 'SeekerResumeState';
  complete: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** docs/product.md §4: shown to recruiters in the resume search. */
  visible: Scalars['Boolean']['output'];
};

/** What an organization can buy on this site (shared products and this site's). Prices net, in euro cents. */
export type ShopProduct = {
  __typename?: 'ShopProduct';
  /** Job-ad credits a pack grants (credits). */
  credits?: Maybe<Scalars['Int']['output']>;
  currency: Scalars['String']['output'];
  /** Runtime of a subscription in days (30 monthly, 365 yearly). */
  durationDays?: Maybe<Scalars['Int']['output']>;
  /** Price of one unit with VAT at vatRate, in cents (the price list's gross). */
  grossCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** What one unit includes in plain German, with the site's job-ad runtime (the invoice line's wording). */
  includes: Scalars['String']['output'];
  /** Job slots of a subscription. */
  jobSlots?: Maybe<Scalars['Int']['output']>;
  kind: ProductKind;
  name: Scalars['String']['output'];
  netCents: Scalars['Int']['output'];
  /** Resume-contact slots of a subscription. */
  resumeContactSlots?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  /** VAT on one unit at vatRate, in cents. */
  vatCents: Scalars['Int']['output'];
  /** The VAT rate a buyer in the seller's country pays, as a fraction (0.19); buyers abroad may pay less. */
  vatRate: Scalars['Float']['output'];
};

export type SocialProfiles = {
  __typename?: 'SocialProfiles';
  blueSky?: Maybe<Scalars['String']['output']>;
  facebook?: Maybe<Scalars['String']['output']>;
  instagram?: Maybe<Scalars['String']['output']>;
  linkedin?: Maybe<Scalars['String']['output']>;
  tiktok?: Maybe<Scalars['String']['output']>;
  twitter?: Maybe<Scalars['String']['output']>;
  xing?: Maybe<Scalars['String']['output']>;
  youtube?: Maybe<Scalars['String']['output']>;
};

export type SocialProfilesInput = {
  blueSky?: InputMaybe<Scalars['String']['input']>;
  facebook?: InputMaybe<Scalars['String']['input']>;
  instagram?: InputMaybe<Scalars['String']['input']>;
  linkedin?: InputMaybe<Scalars['String']['input']>;
  tiktok?: InputMaybe<Scalars['String']['input']>;
  twitter?: InputMaybe<Scalars['String']['input']>;
  xing?: InputMaybe<Scalars['String']['input']>;
  youtube?: InputMaybe<Scalars['String']['input']>;
};

/** A sorting option (docs/product.md §3): a field and asc or desc. */
export type SortingInput = {
  field: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type SubmitJobPostingResult = {
  __typename?: 'SubmitJobPostingResult';
  errors: Array<FieldError>;
  outcome: SubmitOutcome;
  posting: JobPosting;
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

export type Subscription = {
  __typename?: 'Subscription';
  /** docs/product.md §9 AI job description from the posting's fields, streamed in parts (temperature 0.5, at most 1500 tokens; de, en or fr). Without a configured model: the built-in draft, source builtin. Recruiters and admin-like users; rate-limited. */
  jobDescriptionDraft: JobDescriptionDraftChunk;
};


export type SubscriptionJobDescriptionDraftArgs = {
  input: JobPostingInput;
  language?: InputMaybe<DraftLanguage>;
};

export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'expired'
  | 'pending';

export type SubscriptionStatusInfo = {
  __typename?: 'SubscriptionStatusInfo';
  label: Scalars['String']['output'];
  value: SubscriptionStatus;
};

export type SubscriptionsResult = {
  __typename?: 'SubscriptionsResult';
  /** Problems the page should show (German, plain text; contain neither + nor %). */
  errors: Array<Scalars['String']['output']>;
  subscriptions: Array<OrganizationSubscription>;
  /** Number of matching subscriptions without limit and offset. */
  total: Scalars['Int']['output'];
};

export type TeamInvitation = {
  __typename?: 'TeamInvitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  invitedBy?: Maybe<Scalars['String']['output']>;
};

export type TeamInvitationPreview = {
  __typename?: 'TeamInvitationPreview';
  /** The invited address (only while the invitation is valid). */
  email?: Maybe<Scalars['String']['output']>;
  /** The organization's name (only while the invitation is valid). */
  organizationName?: Maybe<Scalars['String']['output']>;
  state: TeamInvitationState;
};

export type TeamInvitationState =
  | 'expired'
  | 'revoked'
  | 'unknown'
  | 'used'
  | 'valid';

export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  joinedAt: Scalars['DateTime']['output'];
  name?: Maybe<Scalars['String']['output']>;
  owner: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

export type TermRef = {
  __typename?: 'TermRef';
  label: Scalars['String']['output'];
  /** The term's docs/product.md §2 path segment and stable key (e.g. vollzeit); null where not loaded. */
  pathAlias?: Maybe<Scalars['String']['output']>;
  tid: Scalars['Int']['output'];
};

export type TownFieldCount = {
  __typename?: 'TownFieldCount';
  count: Scalars['Int']['output'];
  field: TermRef;
  /** The place label of the jobs, e.g. Nürnberg. */
  town: Scalars['String']['output'];
  /** The town's path segment, e.g. nuernberg. */
  townSlug: Scalars['String']['output'];
};

export type UpdatableOrganizationProfile = {
  __typename?: 'UpdatableOrganizationProfile';
  benefits: Array<TermRef>;
  id: Scalars['ID']['output'];
  industry: Array<TermRef>;
  logo?: Maybe<Image>;
  name: Scalars['String']['output'];
  organization: Organization;
  presentation?: Maybe<Scalars['String']['output']>;
  url: Url;
  urlNoPrefix: Scalars['String']['output'];
};

export type UploadedFile = {
  __typename?: 'UploadedFile';
  id: Scalars['ID']['output'];
  /** Detected from the content: application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document (a Word file without macros), image/jpeg, image/png or image/webp. */
  mimeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type Url = {
  __typename?: 'Url';
  path: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  /** The organization a recruiter currently acts for. */
  activeOrganization?: Maybe<Organization>;
  displayName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The user may apply for jobs as an applicant (applicant role and verified e-mail address). */
  isEligibleForJobApply: Scalars['Boolean']['output'];
  /** An administrator is acting as this user (docs/product.md §6 masquerade). */
  isMasqueraded: Scalars['Boolean']['output'];
  /** An administrator approved the account and the e-mail address is verified. */
  isUserApprovedAndVerified: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The organization the user owns or belongs to on this site. */
  organization?: Maybe<Organization>;
  roles: Array<UserRole>;
};

export type UserRole = {
  __typename?: 'UserRole';
  role: Role;
  /** The organization, resume … the role is granted for; null when untargeted. */
  targetId?: Maybe<Scalars['ID']['output']>;
};

export type VatTreatment =
  /** German VAT at the German rate (buyer in Germany, or in another EU country without a valid VAT number). */
  | 'domestic'
  /** Buyer outside the EU: not taxable in Germany. */
  | 'outside_eu'
  /** Business in another EU country with a valid VAT number: 0 %, the buyer owes the VAT. */
  | 'reverse_charge';

export type WorkspaceContext = {
  __typename?: 'WorkspaceContext';
  /** The organization the workspace shows; null when the caller has none. */
  activeOrganization?: Maybe<Organization>;
  /** The caller's own organizations on this site (owner, member or grant), by name. */
  organizations: Array<Organization>;
  /** An admin-like user acting for an organization that is not their own (docs/product.md §6 masquerade). */
  viaSupport: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  RoutInfo:
    | ( RoutContent & { __typename: 'RoutContent' } )
    | ( RoutError & { __typename: 'RoutError' } )
    | ( RoutRedirect & { __typename: 'RoutRedirect' } )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountErasureLinkState: AccountErasureLinkState;
  AccountErasureOutcome: AccountErasureOutcome;
  AccountNameInput: AccountNameInput;
  AccountOverview: ResolverTypeWrapper<AccountOverview>;
  AdPage: ResolverTypeWrapper<AdPage>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AdminOrganization: ResolverTypeWrapper<AdminOrganization>;
  AppConfigEntry: ResolverTypeWrapper<AppConfigEntry>;
  ApplicationAnswer: ResolverTypeWrapper<ApplicationAnswer>;
  ApplicationAttachment: ResolverTypeWrapper<ApplicationAttachment>;
  ApplicationEvent: ResolverTypeWrapper<ApplicationEvent>;
  ApplicationInbox: ResolverTypeWrapper<ApplicationInbox>;
  ApplicationInboxFilter: ApplicationInboxFilter;
  ApplicationInboxJob: ResolverTypeWrapper<ApplicationInboxJob>;
  ApplicationMailProposal: ResolverTypeWrapper<ApplicationMailProposal>;
  ApplicationNote: ResolverTypeWrapper<ApplicationNote>;
  ApplicationPrefill: ResolverTypeWrapper<ApplicationPrefill>;
  ApplicationStatus: ApplicationStatus;
  ApplicationStatusMail: ApplicationStatusMail;
  ApplicationSummary: ResolverTypeWrapper<ApplicationSummary>;
  ApplicationWorkflow: ApplicationWorkflow;
  ArchiveJobPostingsResult: ResolverTypeWrapper<ArchiveJobPostingsResult>;
  AvailabilityPeriod: ResolverTypeWrapper<AvailabilityPeriod>;
  AvailabilityPeriodInput: AvailabilityPeriodInput;
  BlockOrganizationResult: ResolverTypeWrapper<BlockOrganizationResult>;
  BlockedOrganization: ResolverTypeWrapper<BlockedOrganization>;
  BlogEditorPost: ResolverTypeWrapper<BlogEditorPost>;
  BlogEditorPostPage: ResolverTypeWrapper<BlogEditorPostPage>;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BlogPostInput: BlogPostInput;
  BlogPostPage: ResolverTypeWrapper<BlogPostPage>;
  BlogPostSaveResult: ResolverTypeWrapper<BlogPostSaveResult>;
  BlogPostState: BlogPostState;
  Bookmark: ResolverTypeWrapper<Bookmark>;
  BookmarkChange: ResolverTypeWrapper<BookmarkChange>;
  BookmarkedJob: ResolverTypeWrapper<BookmarkedJob>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeDetailEntry: ResolverTypeWrapper<ChangeDetailEntry>;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutQuote: ResolverTypeWrapper<CheckoutQuote>;
  CheckoutQuoteInput: CheckoutQuoteInput;
  ContactPerson: ResolverTypeWrapper<ContactPerson>;
  CreateGdprUserConsentResult: ResolverTypeWrapper<CreateGdprUserConsentResult>;
  CreditBalance: ResolverTypeWrapper<CreditBalance>;
  CustomerOrganizationInput: CustomerOrganizationInput;
  CustomerProfile: ResolverTypeWrapper<CustomerProfile>;
  CustomerProfileInput: CustomerProfileInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DraftLanguage: DraftLanguage;
  DraftSource: DraftSource;
  EditorToolbar: EditorToolbar;
  EmployerDashboard: ResolverTypeWrapper<EmployerDashboard>;
  EmployerMailSettings: ResolverTypeWrapper<EmployerMailSettings>;
  EmployerMailSettingsInput: EmployerMailSettingsInput;
  ExtendJobOutcome: ExtendJobOutcome;
  ExtendJobPostingResult: ResolverTypeWrapper<ExtendJobPostingResult>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FilterInput: FilterInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FurtherLocation: ResolverTypeWrapper<FurtherLocation>;
  GdprConsent: ResolverTypeWrapper<GdprConsent>;
  GdprConsentInfo: ResolverTypeWrapper<GdprConsentInfo>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageSource: ResolverTypeWrapper<ImageSource>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceKind: InvoiceKind;
  Job: ResolverTypeWrapper<Job>;
  JobAlertInterval: JobAlertInterval;
  JobApplication: ResolverTypeWrapper<JobApplication>;
  JobBoardOverview: ResolverTypeWrapper<JobBoardOverview>;
  JobCharge: JobCharge;
  JobDayFigures: ResolverTypeWrapper<JobDayFigures>;
  JobDescriptionDraftChunk: ResolverTypeWrapper<JobDescriptionDraftChunk>;
  JobExtensionQuote: ResolverTypeWrapper<JobExtensionQuote>;
  JobFigures: ResolverTypeWrapper<JobFigures>;
  JobLocation: ResolverTypeWrapper<JobLocation>;
  JobLocationInput: JobLocationInput;
  JobManagerCredits: ResolverTypeWrapper<JobManagerCredits>;
  JobManagerFilter: JobManagerFilter;
  JobManagerPage: ResolverTypeWrapper<JobManagerPage>;
  JobManagerSort: JobManagerSort;
  JobOrganization: ResolverTypeWrapper<JobOrganization>;
  JobPosting: ResolverTypeWrapper<JobPosting>;
  JobPostingContext: ResolverTypeWrapper<JobPostingContext>;
  JobPostingFields: ResolverTypeWrapper<JobPostingFields>;
  JobPostingInput: JobPostingInput;
  JobReviewPolicy: JobReviewPolicy;
  JobRevision: ResolverTypeWrapper<JobRevision>;
  JobRevisionStatus: JobRevisionStatus;
  JobSearchConditionGroupInput: JobSearchConditionGroupInput;
  JobSearchConditionInput: JobSearchConditionInput;
  JobSearchConditionOrGroupInput: JobSearchConditionOrGroupInput;
  JobSearchFacet: ResolverTypeWrapper<JobSearchFacet>;
  JobSearchFacetInput: JobSearchFacetInput;
  JobSearchFacetValue: ResolverTypeWrapper<JobSearchFacetValue>;
  JobSearchFallback: JobSearchFallback;
  JobSearchFulltextInput: JobSearchFulltextInput;
  JobSearchGeoLocationInput: JobSearchGeoLocationInput;
  JobSearchPayload: JobSearchPayload;
  JobSearchRangeInput: JobSearchRangeInput;
  JobSearchResult: ResolverTypeWrapper<JobSearchResult>;
  JobSearchSortInput: JobSearchSortInput;
  JobState: JobState;
  JobStatistics: ResolverTypeWrapper<JobStatistics>;
  JobType: JobType;
  KeptFile: ResolverTypeWrapper<KeptFile>;
  KeptFileKind: KeptFileKind;
  KeptFileRetention: KeptFileRetention;
  KeptRecordReason: KeptRecordReason;
  LatestConsentStatus: ResolverTypeWrapper<LatestConsentStatus>;
  ManagedJob: ResolverTypeWrapper<ManagedJob>;
  ManagedJobState: ManagedJobState;
  MergeBookmarksResult: ResolverTypeWrapper<MergeBookmarksResult>;
  Metatag: ResolverTypeWrapper<Metatag>;
  ModerationItem: ResolverTypeWrapper<ModerationItem>;
  ModerationKind: ModerationKind;
  ModerationQueue: ResolverTypeWrapper<ModerationQueue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyApplication: ResolverTypeWrapper<MyApplication>;
  MyApplicationPage: ResolverTypeWrapper<MyApplicationPage>;
  MyBookmarks: ResolverTypeWrapper<MyBookmarks>;
  MyConsent: ResolverTypeWrapper<MyConsent>;
  MyJobAlert: ResolverTypeWrapper<MyJobAlert>;
  Order: ResolverTypeWrapper<Order>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderStatus: OrderStatus;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationChange: ResolverTypeWrapper<OrganizationChange>;
  OrganizationChangePage: ResolverTypeWrapper<OrganizationChangePage>;
  OrganizationProfile: ResolverTypeWrapper<OrganizationProfile>;
  OrganizationProfileData: ResolverTypeWrapper<OrganizationProfileData>;
  OrganizationProfileDraft: ResolverTypeWrapper<OrganizationProfileDraft>;
  OrganizationProfileInput: OrganizationProfileInput;
  OrganizationSearchPayload: OrganizationSearchPayload;
  OrganizationSearchResult: ResolverTypeWrapper<OrganizationSearchResult>;
  OrganizationSubscription: ResolverTypeWrapper<OrganizationSubscription>;
  OrganizationTeam: ResolverTypeWrapper<OrganizationTeam>;
  OrganizationTeaser: ResolverTypeWrapper<OrganizationTeaser>;
  OrganizationVideo: ResolverTypeWrapper<OrganizationVideo>;
  PendingEmailChange: ResolverTypeWrapper<PendingEmailChange>;
  Place: ResolverTypeWrapper<Place>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<PlaceOrderResult>;
  PostingOrganization: ResolverTypeWrapper<PostingOrganization>;
  PostingQualifyingQuestion: ResolverTypeWrapper<PostingQualifyingQuestion>;
  PrivacyOverview: ResolverTypeWrapper<PrivacyOverview>;
  Product: ResolverTypeWrapper<Product>;
  ProductKind: ProductKind;
  ProfileAbout: ResolverTypeWrapper<ProfileAbout>;
  ProfileAboutInput: ProfileAboutInput;
  ProfileCompanyInfo: ResolverTypeWrapper<ProfileCompanyInfo>;
  ProfileCompanyInfoInput: ProfileCompanyInfoInput;
  ProfileContactPerson: ResolverTypeWrapper<ProfileContactPerson>;
  ProfileContactPersonInput: ProfileContactPersonInput;
  ProfileFaqEntry: ResolverTypeWrapper<ProfileFaqEntry>;
  ProfileFaqEntryInput: ProfileFaqEntryInput;
  ProfileGalleryImage: ResolverTypeWrapper<ProfileGalleryImage>;
  ProfileGalleryImageInput: ProfileGalleryImageInput;
  ProfileInfo: ResolverTypeWrapper<ProfileInfo>;
  ProfileInfoInput: ProfileInfoInput;
  ProfileLocation: ResolverTypeWrapper<ProfileLocation>;
  ProfileLocationInput: ProfileLocationInput;
  ProfilePersonalInfo: ResolverTypeWrapper<ProfilePersonalInfo>;
  ProfilePersonalInfoInput: ProfilePersonalInfoInput;
  ProfileTerms: ResolverTypeWrapper<ProfileTerms>;
  ProfileVideo: ResolverTypeWrapper<ProfileVideo>;
  ProfileVideoInput: ProfileVideoInput;
  PublishOrganizationProfileResult: ResolverTypeWrapper<PublishOrganizationProfileResult>;
  QualifyingQuestion: ResolverTypeWrapper<QualifyingQuestion>;
  QualifyingQuestionInput: QualifyingQuestionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecruiterResume: ResolverTypeWrapper<RecruiterResume>;
  RequestResumeContactResult: ResolverTypeWrapper<RequestResumeContactResult>;
  Resume: ResolverTypeWrapper<Resume>;
  ResumeAlert: ResolverTypeWrapper<ResumeAlert>;
  ResumeAlertPlaceInput: ResumeAlertPlaceInput;
  ResumeAlertSearchInput: ResumeAlertSearchInput;
  ResumeCompleteness: ResolverTypeWrapper<ResumeCompleteness>;
  ResumeContactDecision: ResumeContactDecision;
  ResumeContactRequest: ResolverTypeWrapper<ResumeContactRequest>;
  ResumeContactSlotUsage: ResolverTypeWrapper<ResumeContactSlotUsage>;
  ResumeContactStatus: ResumeContactStatus;
  ResumeEducation: ResolverTypeWrapper<ResumeEducation>;
  ResumeEducationInput: ResumeEducationInput;
  ResumeImportEducation: ResolverTypeWrapper<ResumeImportEducation>;
  ResumeImportLanguage: ResolverTypeWrapper<ResumeImportLanguage>;
  ResumeImportPeriod: ResolverTypeWrapper<ResumeImportPeriod>;
  ResumeImportPersonalInfo: ResolverTypeWrapper<ResumeImportPersonalInfo>;
  ResumeImportProposal: ResolverTypeWrapper<ResumeImportProposal>;
  ResumeImportTermGroup: ResolverTypeWrapper<ResumeImportTermGroup>;
  ResumeImportWorkExperience: ResolverTypeWrapper<ResumeImportWorkExperience>;
  ResumeJobPreferences: ResolverTypeWrapper<ResumeJobPreferences>;
  ResumeJobPreferencesInput: ResumeJobPreferencesInput;
  ResumeLanguageLevel: ResolverTypeWrapper<ResumeLanguageLevel>;
  ResumeLanguageLevelInput: ResumeLanguageLevelInput;
  ResumePeriod: ResolverTypeWrapper<ResumePeriod>;
  ResumePeriodInput: ResumePeriodInput;
  ResumePersonalInfo: ResolverTypeWrapper<ResumePersonalInfo>;
  ResumePersonalInfoInput: ResumePersonalInfoInput;
  ResumePlace: ResolverTypeWrapper<ResumePlace>;
  ResumePrivacy: ResolverTypeWrapper<ResumePrivacy>;
  ResumeSalary: ResolverTypeWrapper<ResumeSalary>;
  ResumeSalaryInput: ResumeSalaryInput;
  ResumeSearchFilterInput: ResumeSearchFilterInput;
  ResumeSearchHit: ResolverTypeWrapper<ResumeSearchHit>;
  ResumeSearchPayload: ResumeSearchPayload;
  ResumeSearchPlaceInput: ResumeSearchPlaceInput;
  ResumeSearchResult: ResolverTypeWrapper<ResumeSearchResult>;
  ResumeSectionInput: ResumeSectionInput;
  ResumeTermGroup: ResolverTypeWrapper<ResumeTermGroup>;
  ResumeTermGroupInput: ResumeTermGroupInput;
  ResumeWorkExperience: ResolverTypeWrapper<ResumeWorkExperience>;
  ResumeWorkExperienceInput: ResumeWorkExperienceInput;
  RichTextFormat: RichTextFormat;
  Role: Role;
  RoutContent: ResolverTypeWrapper<RoutContent>;
  RoutEntity: ResolverTypeWrapper<RoutEntity>;
  RoutEntityType: RoutEntityType;
  RoutError: ResolverTypeWrapper<RoutError>;
  RoutInfo: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RoutInfo']>;
  RoutRedirect: ResolverTypeWrapper<RoutRedirect>;
  Salary: ResolverTypeWrapper<Salary>;
  SalaryBand: ResolverTypeWrapper<SalaryBand>;
  SalaryInput: SalaryInput;
  SalaryUnit: SalaryUnit;
  SaveJobPostingResult: ResolverTypeWrapper<SaveJobPostingResult>;
  SaveOrganizationProfileDraftResult: ResolverTypeWrapper<SaveOrganizationProfileDraftResult>;
  SaveResumeAlertResult: ResolverTypeWrapper<SaveResumeAlertResult>;
  SaveResumeResult: ResolverTypeWrapper<SaveResumeResult>;
  SeekerAlertCounts: ResolverTypeWrapper<SeekerAlertCounts>;
  SeekerOverview: ResolverTypeWrapper<SeekerOverview>;
  SeekerResumeState: ResolverTypeWrapper<SeekerResumeState>;
  ShopProduct: ResolverTypeWrapper<ShopProduct>;
  SocialProfiles: ResolverTypeWrapper<SocialProfiles>;
  SocialProfilesInput: SocialProfilesInput;
  SortingInput: SortingInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitJobPostingResult: ResolverTypeWrapper<SubmitJobPostingResult>;
  SubmitOutcome: SubmitOutcome;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionStatus: SubscriptionStatus;
  SubscriptionStatusInfo: ResolverTypeWrapper<SubscriptionStatusInfo>;
  SubscriptionsResult: ResolverTypeWrapper<SubscriptionsResult>;
  TeamInvitation: ResolverTypeWrapper<TeamInvitation>;
  TeamInvitationPreview: ResolverTypeWrapper<TeamInvitationPreview>;
  TeamInvitationState: TeamInvitationState;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TermRef: ResolverTypeWrapper<TermRef>;
  TownFieldCount: ResolverTypeWrapper<TownFieldCount>;
  UpdatableOrganizationProfile: ResolverTypeWrapper<UpdatableOrganizationProfile>;
  UploadedFile: ResolverTypeWrapper<UploadedFile>;
  Url: ResolverTypeWrapper<Url>;
  User: ResolverTypeWrapper<User>;
  UserRole: ResolverTypeWrapper<UserRole>;
  VatTreatment: VatTreatment;
  WorkspaceContext: ResolverTypeWrapper<WorkspaceContext>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountNameInput: AccountNameInput;
  AccountOverview: AccountOverview;
  AdPage: AdPage;
  Address: Address;
  AddressInput: AddressInput;
  AdminOrganization: AdminOrganization;
  AppConfigEntry: AppConfigEntry;
  ApplicationAnswer: ApplicationAnswer;
  ApplicationAttachment: ApplicationAttachment;
  ApplicationEvent: ApplicationEvent;
  ApplicationInbox: ApplicationInbox;
  ApplicationInboxFilter: ApplicationInboxFilter;
  ApplicationInboxJob: ApplicationInboxJob;
  ApplicationMailProposal: ApplicationMailProposal;
  ApplicationNote: ApplicationNote;
  ApplicationPrefill: ApplicationPrefill;
  ApplicationStatusMail: ApplicationStatusMail;
  ApplicationSummary: ApplicationSummary;
  ArchiveJobPostingsResult: ArchiveJobPostingsResult;
  AvailabilityPeriod: AvailabilityPeriod;
  AvailabilityPeriodInput: AvailabilityPeriodInput;
  BlockOrganizationResult: BlockOrganizationResult;
  BlockedOrganization: BlockedOrganization;
  BlogEditorPost: BlogEditorPost;
  BlogEditorPostPage: BlogEditorPostPage;
  BlogPost: BlogPost;
  BlogPostInput: BlogPostInput;
  BlogPostPage: BlogPostPage;
  BlogPostSaveResult: BlogPostSaveResult;
  Bookmark: Bookmark;
  BookmarkChange: BookmarkChange;
  BookmarkedJob: BookmarkedJob;
  Boolean: Scalars['Boolean']['output'];
  ChangeDetailEntry: ChangeDetailEntry;
  Checkout: Checkout;
  CheckoutQuote: CheckoutQuote;
  CheckoutQuoteInput: CheckoutQuoteInput;
  ContactPerson: ContactPerson;
  CreateGdprUserConsentResult: CreateGdprUserConsentResult;
  CreditBalance: CreditBalance;
  CustomerOrganizationInput: CustomerOrganizationInput;
  CustomerProfile: CustomerProfile;
  CustomerProfileInput: CustomerProfileInput;
  DateTime: Scalars['DateTime']['output'];
  EmployerDashboard: EmployerDashboard;
  EmployerMailSettings: EmployerMailSettings;
  EmployerMailSettingsInput: EmployerMailSettingsInput;
  ExtendJobPostingResult: ExtendJobPostingResult;
  FaqEntry: FaqEntry;
  FieldError: FieldError;
  File: Scalars['File']['output'];
  FilterInput: FilterInput;
  Float: Scalars['Float']['output'];
  FurtherLocation: FurtherLocation;
  GdprConsent: GdprConsent;
  GdprConsentInfo: GdprConsentInfo;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageSource: ImageSource;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  Job: Job;
  JobApplication: JobApplication;
  JobBoardOverview: JobBoardOverview;
  JobDayFigures: JobDayFigures;
  JobDescriptionDraftChunk: JobDescriptionDraftChunk;
  JobExtensionQuote: JobExtensionQuote;
  JobFigures: JobFigures;
  JobLocation: JobLocation;
  JobLocationInput: JobLocationInput;
  JobManagerCredits: JobManagerCredits;
  JobManagerFilter: JobManagerFilter;
  JobManagerPage: JobManagerPage;
  JobOrganization: JobOrganization;
  JobPosting: JobPosting;
  JobPostingContext: JobPostingContext;
  JobPostingFields: JobPostingFields;
  JobPostingInput: JobPostingInput;
  JobRevision: JobRevision;
  JobSearchConditionGroupInput: JobSearchConditionGroupInput;
  JobSearchConditionInput: JobSearchConditionInput;
  JobSearchConditionOrGroupInput: JobSearchConditionOrGroupInput;
  JobSearchFacet: JobSearchFacet;
  JobSearchFacetInput: JobSearchFacetInput;
  JobSearchFacetValue: JobSearchFacetValue;
  JobSearchFulltextInput: JobSearchFulltextInput;
  JobSearchGeoLocationInput: JobSearchGeoLocationInput;
  JobSearchPayload: JobSearchPayload;
  JobSearchRangeInput: JobSearchRangeInput;
  JobSearchResult: JobSearchResult;
  JobSearchSortInput: JobSearchSortInput;
  JobStatistics: JobStatistics;
  KeptFile: KeptFile;
  LatestConsentStatus: LatestConsentStatus;
  ManagedJob: ManagedJob;
  MergeBookmarksResult: MergeBookmarksResult;
  Metatag: Metatag;
  ModerationItem: ModerationItem;
  ModerationQueue: ModerationQueue;
  Mutation: Record<PropertyKey, never>;
  MyApplication: MyApplication;
  MyApplicationPage: MyApplicationPage;
  MyBookmarks: MyBookmarks;
  MyConsent: MyConsent;
  MyJobAlert: MyJobAlert;
  Order: Order;
  OrderItem: OrderItem;
  OrderPage: OrderPage;
  Organization: Organization;
  OrganizationChange: OrganizationChange;
  OrganizationChangePage: OrganizationChangePage;
  OrganizationProfile: OrganizationProfile;
  OrganizationProfileData: OrganizationProfileData;
  OrganizationProfileDraft: OrganizationProfileDraft;
  OrganizationProfileInput: OrganizationProfileInput;
  OrganizationSearchPayload: OrganizationSearchPayload;
  OrganizationSearchResult: OrganizationSearchResult;
  OrganizationSubscription: OrganizationSubscription;
  OrganizationTeam: OrganizationTeam;
  OrganizationTeaser: OrganizationTeaser;
  OrganizationVideo: OrganizationVideo;
  PendingEmailChange: PendingEmailChange;
  Place: Place;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: PlaceOrderResult;
  PostingOrganization: PostingOrganization;
  PostingQualifyingQuestion: PostingQualifyingQuestion;
  PrivacyOverview: PrivacyOverview;
  Product: Product;
  ProfileAbout: ProfileAbout;
  ProfileAboutInput: ProfileAboutInput;
  ProfileCompanyInfo: ProfileCompanyInfo;
  ProfileCompanyInfoInput: ProfileCompanyInfoInput;
  ProfileContactPerson: ProfileContactPerson;
  ProfileContactPersonInput: ProfileContactPersonInput;
  ProfileFaqEntry: ProfileFaqEntry;
  ProfileFaqEntryInput: ProfileFaqEntryInput;
  ProfileGalleryImage: ProfileGalleryImage;
  ProfileGalleryImageInput: ProfileGalleryImageInput;
  ProfileInfo: ProfileInfo;
  ProfileInfoInput: ProfileInfoInput;
  ProfileLocation: ProfileLocation;
  ProfileLocationInput: ProfileLocationInput;
  ProfilePersonalInfo: ProfilePersonalInfo;
  ProfilePersonalInfoInput: ProfilePersonalInfoInput;
  ProfileTerms: ProfileTerms;
  ProfileVideo: ProfileVideo;
  ProfileVideoInput: ProfileVideoInput;
  PublishOrganizationProfileResult: PublishOrganizationProfileResult;
  QualifyingQuestion: QualifyingQuestion;
  QualifyingQuestionInput: QualifyingQuestionInput;
  Query: Record<PropertyKey, never>;
  RecruiterResume: RecruiterResume;
  RequestResumeContactResult: RequestResumeContactResult;
  Resume: Resume;
  ResumeAlert: ResumeAlert;
  ResumeAlertPlaceInput: ResumeAlertPlaceInput;
  ResumeAlertSearchInput: ResumeAlertSearchInput;
  ResumeCompleteness: ResumeCompleteness;
  ResumeContactRequest: ResumeContactRequest;
  ResumeContactSlotUsage: ResumeContactSlotUsage;
  ResumeEducation: ResumeEducation;
  ResumeEducationInput: ResumeEducationInput;
  ResumeImportEducation: ResumeImportEducation;
  ResumeImportLanguage: ResumeImportLanguage;
  ResumeImportPeriod: ResumeImportPeriod;
  ResumeImportPersonalInfo: ResumeImportPersonalInfo;
  ResumeImportProposal: ResumeImportProposal;
  ResumeImportTermGroup: ResumeImportTermGroup;
  ResumeImportWorkExperience: ResumeImportWorkExperience;
  ResumeJobPreferences: ResumeJobPreferences;
  ResumeJobPreferencesInput: ResumeJobPreferencesInput;
  ResumeLanguageLevel: ResumeLanguageLevel;
  ResumeLanguageLevelInput: ResumeLanguageLevelInput;
  ResumePeriod: ResumePeriod;
  ResumePeriodInput: ResumePeriodInput;
  ResumePersonalInfo: ResumePersonalInfo;
  ResumePersonalInfoInput: ResumePersonalInfoInput;
  ResumePlace: ResumePlace;
  ResumePrivacy: ResumePrivacy;
  ResumeSalary: ResumeSalary;
  ResumeSalaryInput: ResumeSalaryInput;
  ResumeSearchFilterInput: ResumeSearchFilterInput;
  ResumeSearchHit: ResumeSearchHit;
  ResumeSearchPayload: ResumeSearchPayload;
  ResumeSearchPlaceInput: ResumeSearchPlaceInput;
  ResumeSearchResult: ResumeSearchResult;
  ResumeSectionInput: ResumeSectionInput;
  ResumeTermGroup: ResumeTermGroup;
  ResumeTermGroupInput: ResumeTermGroupInput;
  ResumeWorkExperience: ResumeWorkExperience;
  ResumeWorkExperienceInput: ResumeWorkExperienceInput;
  RoutContent: RoutContent;
  RoutEntity: RoutEntity;
  RoutError: RoutError;
  RoutInfo: ResolversUnionTypes<ResolversParentTypes>['RoutInfo'];
  RoutRedirect: RoutRedirect;
  Salary: Salary;
  SalaryBand: SalaryBand;
  SalaryInput: SalaryInput;
  SaveJobPostingResult: SaveJobPostingResult;
  SaveOrganizationProfileDraftResult: SaveOrganizationProfileDraftResult;
  SaveResumeAlertResult: SaveResumeAlertResult;
  SaveResumeResult: SaveResumeResult;
  SeekerAlertCounts: SeekerAlertCounts;
  SeekerOverview: SeekerOverview;
  SeekerResumeState: SeekerResumeState;
  ShopProduct: ShopProduct;
  SocialProfiles: SocialProfiles;
  SocialProfilesInput: SocialProfilesInput;
  SortingInput: SortingInput;
  String: Scalars['String']['output'];
  SubmitJobPostingResult: SubmitJobPostingResult;
  Subscription: Record<PropertyKey, never>;
  SubscriptionStatusInfo: SubscriptionStatusInfo;
  SubscriptionsResult: SubscriptionsResult;
  TeamInvitation: TeamInvitation;
  TeamInvitationPreview: TeamInvitationPreview;
  TeamMember: TeamMember;
  TermRef: TermRef;
  TownFieldCount: TownFieldCount;
  UpdatableOrganizationProfile: UpdatableOrganizationProfile;
  UploadedFile: UploadedFile;
  Url: Url;
  User: User;
  UserRole: UserRole;
  WorkspaceContext: WorkspaceContext;
};

export type AccountOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountOverview'] = ResolversParentTypes['AccountOverview']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['PendingEmailChange']>, ParentType, ContextType>;
};

export type AdPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdPage'] = ResolversParentTypes['AdPage']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrganization'] = ResolversParentTypes['AdminOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trusted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppConfigEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConfigEntry'] = ResolversParentTypes['AppConfigEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAnswer'] = ResolversParentTypes['ApplicationAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplicationAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAttachment'] = ResolversParentTypes['ApplicationAttachment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationEvent'] = ResolversParentTypes['ApplicationEvent']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type ApplicationInboxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationInbox'] = ResolversParentTypes['ApplicationInbox']> = {
  items?: Resolver<Array<ResolversTypes['ApplicationSummary']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['ApplicationInboxJob']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationInboxJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationInboxJob'] = ResolversParentTypes['ApplicationInboxJob']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationMailProposalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationMailProposal'] = ResolversParentTypes['ApplicationMailProposal']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationNote'] = ResolversParentTypes['ApplicationNote']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplicationPrefillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationPrefill'] = ResolversParentTypes['ApplicationPrefill']> = {
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  canAttachResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicationSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationSummary'] = ResolversParentTypes['ApplicationSummary']> = {
  attachmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletionDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rejectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type ArchiveJobPostingsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveJobPostingsResult'] = ResolversParentTypes['ArchiveJobPostingsResult']> = {
  archived?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AvailabilityPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailabilityPeriod'] = ResolversParentTypes['AvailabilityPeriod']> = {
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  immediate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BlockOrganizationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockOrganizationResult'] = ResolversParentTypes['BlockOrganizationResult']> = {
  added?: Resolver<Array<ResolversTypes['BlockedOrganization']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['ResumePrivacy'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['BlockedOrganization']>, ParentType, ContextType>;
};

export type BlockedOrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockedOrganization'] = ResolversParentTypes['BlockedOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogEditorPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogEditorPost'] = ResolversParentTypes['BlogEditorPost']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BlogPostState'], ParentType, ContextType>;
  teaser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toolbar?: Resolver<ResolversTypes['EditorToolbar'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogEditorPostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogEditorPostPage'] = ResolversParentTypes['BlogEditorPostPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['BlogEditorPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teaser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPostPage'] = ResolversParentTypes['BlogPostPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BlogPostSaveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPostSaveResult'] = ResolversParentTypes['BlogPostSaveResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['BlogEditorPost']>, ParentType, ContextType>;
};

export type BookmarkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Bookmark'] = ResolversParentTypes['Bookmark']> = {
  job?: Resolver<ResolversTypes['BookmarkedJob'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BookmarkChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookmarkChange'] = ResolversParentTypes['BookmarkChange']> = {
  jobIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BookmarkedJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookmarkedJob'] = ResolversParentTypes['BookmarkedJob']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChangeDetailEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeDetailEntry'] = ResolversParentTypes['ChangeDetailEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  asksOrderReference?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerProfile?: Resolver<Maybe<ResolversTypes['CustomerProfile']>, ParentType, ContextType>;
  orderKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ShopProduct']>, ParentType, ContextType>;
};

export type CheckoutQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutQuote'] = ResolversParentTypes['CheckoutQuote']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ShopProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatTreatment?: Resolver<ResolversTypes['VatTreatment'], ParentType, ContextType>;
};

export type ContactPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactPerson'] = ResolversParentTypes['ContactPerson']> = {
  contactInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinProfile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateGdprUserConsentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGdprUserConsentResult'] = ResolversParentTypes['CreateGdprUserConsentResult']> = {
  consent?: Resolver<Maybe<ResolversTypes['GdprConsent']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditBalance'] = ResolversParentTypes['CreditBalance']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frontend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerProfile'] = ResolversParentTypes['CustomerProfile']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leitwegId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmployerDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployerDashboard'] = ResolversParentTypes['EmployerDashboard']> = {
  credits?: Resolver<ResolversTypes['JobManagerCredits'], ParentType, ContextType>;
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endingSoon?: Resolver<Array<ResolversTypes['ManagedJob']>, ParentType, ContextType>;
  inReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmployerMailSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployerMailSettings'] = ResolversParentTypes['EmployerMailSettings']> = {
  applications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactAnswers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobExpiring?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  teamJoined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExtendJobPostingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExtendJobPostingResult'] = ResolversParentTypes['ExtendJobPostingResult']> = {
  job?: Resolver<ResolversTypes['ManagedJob'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ExtendJobOutcome'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FurtherLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FurtherLocation'] = ResolversParentTypes['FurtherLocation']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GdprConsent'] = ResolversParentTypes['GdprConsent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoRevisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GdprConsentInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GdprConsentInfo'] = ResolversParentTypes['GdprConsentInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Maybe<Array<ResolversTypes['ImageSource']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ImageSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = {
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xrechnungUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  adPages?: Resolver<Maybe<Array<ResolversTypes['AdPage']>>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  applicationLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationQualifyingQuestions?: Resolver<Array<ResolversTypes['QualifyingQuestion']>, ParentType, ContextType>;
  applicationRequireCoverLetter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationRequireCv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationRequireQualifyingQuestions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationWorkflow?: Resolver<ResolversTypes['ApplicationWorkflow'], ParentType, ContextType>;
  availabilityPeriod?: Resolver<Maybe<ResolversTypes['AvailabilityPeriod']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  degreeLevels?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionFormat?: Resolver<ResolversTypes['RichTextFormat'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  employmentTypes?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fieldsOfStudy?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  languagesFree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['JobLocation']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  occupationalFields?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['JobOrganization'], ParentType, ContextType>;
  organizationAssignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remoteOptions?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Salary']>, ParentType, ContextType>;
  salaryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  skillsFree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobState'], ParentType, ContextType>;
  teaser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearsOfExperience?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JobApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobApplication'] = ResolversParentTypes['JobApplication']> = {
  answers?: Resolver<Array<ResolversTypes['ApplicationAnswer']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['ApplicationAttachment']>, ParentType, ContextType>;
  coverLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletionDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ApplicationEvent']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailProposals?: Resolver<Array<ResolversTypes['ApplicationMailProposal']>, ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ApplicationStatus']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ApplicationNote']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rejectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  statusChangedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type JobBoardOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobBoardOverview'] = ResolversParentTypes['JobBoardOverview']> = {
  employers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featuredJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  openJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  popularTownFields?: Resolver<Array<ResolversTypes['TownFieldCount']>, ParentType, ContextType>;
  topEmployers?: Resolver<Array<ResolversTypes['OrganizationTeaser']>, ParentType, ContextType>;
};

export type JobDayFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobDayFigures'] = ResolversParentTypes['JobDayFigures']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applyStarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outboundClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pixelImpressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobDescriptionDraftChunkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobDescriptionDraftChunk'] = ResolversParentTypes['JobDescriptionDraftChunk']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['DraftSource'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobExtensionQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobExtensionQuote'] = ResolversParentTypes['JobExtensionQuote']> = {
  charge?: Resolver<Maybe<ResolversTypes['JobCharge']>, ParentType, ContextType>;
  creditUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  freeJobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ManagedJob'], ParentType, ContextType>;
  jobCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ExtendJobOutcome'], ParentType, ContextType>;
};

export type JobFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobFigures'] = ResolversParentTypes['JobFigures']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applyStarts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outboundClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobLocation'] = ResolversParentTypes['JobLocation']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type JobManagerCreditsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobManagerCredits'] = ResolversParentTypes['JobManagerCredits']> = {
  balances?: Resolver<Array<ResolversTypes['CreditBalance']>, ParentType, ContextType>;
  freeJobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobManagerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobManagerPage'] = ResolversParentTypes['JobManagerPage']> = {
  credits?: Resolver<ResolversTypes['JobManagerCredits'], ParentType, ContextType>;
  frontends?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['ManagedJob']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobOrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobOrganization'] = ResolversParentTypes['JobOrganization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobPostingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobPosting'] = ResolversParentTypes['JobPosting']> = {
  chargedWith?: Resolver<Maybe<ResolversTypes['JobCharge']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JobPostingFields'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['PostingOrganization'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<Maybe<ResolversTypes['JobRevision']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobState'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobPostingContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobPostingContext'] = ResolversParentTypes['JobPostingContext']> = {
  aiDraftAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationAttachments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  creditUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultDurationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  editorToolbar?: Resolver<ResolversTypes['EditorToolbar'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['PostingOrganization']>, ParentType, ContextType>;
  reviewPolicy?: Resolver<ResolversTypes['JobReviewPolicy'], ParentType, ContextType>;
  salaryBands?: Resolver<Array<ResolversTypes['SalaryBand']>, ParentType, ContextType>;
  salaryFreeInput?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salaryRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobPostingFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobPostingFields'] = ResolversParentTypes['JobPostingFields']> = {
  applicationEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  applicationLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationQualifyingQuestions?: Resolver<Array<ResolversTypes['PostingQualifyingQuestion']>, ParentType, ContextType>;
  applicationRequireCoverLetter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationRequireCv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationRequireQualifyingQuestions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationWorkflow?: Resolver<ResolversTypes['ApplicationWorkflow'], ParentType, ContextType>;
  availabilityPeriod?: Resolver<Maybe<ResolversTypes['AvailabilityPeriod']>, ParentType, ContextType>;
  degreeLevels?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionFormat?: Resolver<ResolversTypes['RichTextFormat'], ParentType, ContextType>;
  durationDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  employmentTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  fieldsOfStudy?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  languagesFree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['JobLocation']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  occupationalFields?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  organizationAssignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remoteOptions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Salary']>, ParentType, ContextType>;
  salaryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  skillsFree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearsOfExperience?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JobRevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobRevision'] = ResolversParentTypes['JobRevision']> = {
  fields?: Resolver<ResolversTypes['JobPostingFields'], ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobRevisionStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type JobSearchFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobSearchFacet'] = ResolversParentTypes['JobSearchFacet']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['JobSearchFacetValue']>, ParentType, ContextType>;
};

export type JobSearchFacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobSearchFacetValue'] = ResolversParentTypes['JobSearchFacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pathAlias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobSearchResult'] = ResolversParentTypes['JobSearchResult']> = {
  correctedSearch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['JobSearchFacet']>, ParentType, ContextType>;
  fallback?: Resolver<Maybe<ResolversTypes['JobSearchFallback']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobStatistics'] = ResolversParentTypes['JobStatistics']> = {
  days?: Resolver<Array<ResolversTypes['JobDayFigures']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ManagedJob'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingPixelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KeptFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeptFile'] = ResolversParentTypes['KeptFile']> = {
  applicationEmployer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationJobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletesOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['KeptFileKind'], ParentType, ContextType>;
  messageSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retention?: Resolver<ResolversTypes['KeptFileRetention'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LatestConsentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestConsentStatus'] = ResolversParentTypes['LatestConsentStatus']> = {
  hasTheLatestConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ManagedJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagedJob'] = ResolversParentTypes['ManagedJob']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['JobFigures'], ParentType, ContextType>;
  frontend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frontendName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ManagedJobState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MergeBookmarksResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeBookmarksResult'] = ResolversParentTypes['MergeBookmarksResult']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  notKept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MetatagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Metatag'] = ResolversParentTypes['Metatag']> = {
  meta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationItem'] = ResolversParentTypes['ModerationItem']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ModerationKind'], ParentType, ContextType>;
  posting?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ModerationQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationQueue'] = ResolversParentTypes['ModerationQueue']> = {
  items?: Resolver<Array<ResolversTypes['ModerationItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptTeamInvitation?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAcceptTeamInvitationArgs, 'token'>>;
  addApplicationNote?: Resolver<ResolversTypes['JobApplication'], ParentType, ContextType, RequireFields<MutationAddApplicationNoteArgs, 'body' | 'id'>>;
  approveJobPosting?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType, RequireFields<MutationApproveJobPostingArgs, 'id'>>;
  archiveJobPosting?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType, RequireFields<MutationArchiveJobPostingArgs, 'id'>>;
  archiveJobPostings?: Resolver<ResolversTypes['ArchiveJobPostingsResult'], ParentType, ContextType, RequireFields<MutationArchiveJobPostingsArgs, 'ids'>>;
  blockResumeOrganization?: Resolver<ResolversTypes['BlockOrganizationResult'], ParentType, ContextType, RequireFields<MutationBlockResumeOrganizationArgs, 'resumeId'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  changePassword?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword'>>;
  completeResumeWizard?: Resolver<ResolversTypes['SaveResumeResult'], ParentType, ContextType>;
  confirmAccountErasure?: Resolver<ResolversTypes['AccountErasureOutcome'], ParentType, ContextType, RequireFields<MutationConfirmAccountErasureArgs, 'token'>>;
  confirmEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  createCustomerOrganization?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationCreateCustomerOrganizationArgs, 'input'>>;
  createGdprUserConsent?: Resolver<ResolversTypes['CreateGdprUserConsentResult'], ParentType, ContextType, RequireFields<MutationCreateGdprUserConsentArgs, 'infoId' | 'mail'>>;
  decideResumeContactRequest?: Resolver<ResolversTypes['ResumeContactRequest'], ParentType, ContextType, RequireFields<MutationDecideResumeContactRequestArgs, 'decision' | 'id'>>;
  deleteKeptFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteKeptFileArgs, 'id'>>;
  deleteMyJobAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMyJobAlertArgs, 'id'>>;
  deleteResumeAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteResumeAlertArgs, 'id'>>;
  discardOrganizationProfileDraft?: Resolver<ResolversTypes['OrganizationProfileDraft'], ParentType, ContextType, Partial<MutationDiscardOrganizationProfileDraftArgs>>;
  duplicateJobPosting?: Resolver<ResolversTypes['ManagedJob'], ParentType, ContextType, RequireFields<MutationDuplicateJobPostingArgs, 'id'>>;
  extendJobPosting?: Resolver<ResolversTypes['ExtendJobPostingResult'], ParentType, ContextType, RequireFields<MutationExtendJobPostingArgs, 'id'>>;
  inviteTeamMember?: Resolver<ResolversTypes['TeamInvitation'], ParentType, ContextType, RequireFields<MutationInviteTeamMemberArgs, 'email'>>;
  markOrderPaid?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderPaidArgs, 'orderId'>>;
  mergeBookmarks?: Resolver<ResolversTypes['MergeBookmarksResult'], ParentType, ContextType, RequireFields<MutationMergeBookmarksArgs, 'jobIds'>>;
  mergeOrganizations?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationMergeOrganizationsArgs, 'duplicateId' | 'keepId'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  proposeResumeFromCv?: Resolver<ResolversTypes['ResumeImportProposal'], ParentType, ContextType, RequireFields<MutationProposeResumeFromCvArgs, 'fileId'>>;
  publishBlogPost?: Resolver<ResolversTypes['BlogPostSaveResult'], ParentType, ContextType, RequireFields<MutationPublishBlogPostArgs, 'id'>>;
  publishOrganizationProfile?: Resolver<ResolversTypes['PublishOrganizationProfileResult'], ParentType, ContextType, Partial<MutationPublishOrganizationProfileArgs>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'orderId' | 'reason'>>;
  rejectJobPosting?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType, RequireFields<MutationRejectJobPostingArgs, 'id' | 'reason'>>;
  removeAllBookmarks?: Resolver<ResolversTypes['BookmarkChange'], ParentType, ContextType>;
  removeBookmark?: Resolver<ResolversTypes['BookmarkChange'], ParentType, ContextType, RequireFields<MutationRemoveBookmarkArgs, 'jobId'>>;
  removeTeamMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'userId'>>;
  requestAccountErasure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestEmailChange?: Resolver<ResolversTypes['PendingEmailChange'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'email'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestResumeContact?: Resolver<ResolversTypes['RequestResumeContactResult'], ParentType, ContextType, RequireFields<MutationRequestResumeContactArgs, 'message' | 'resumeId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  revokeTeamInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeTeamInvitationArgs, 'id'>>;
  saveBlogPost?: Resolver<ResolversTypes['BlogPostSaveResult'], ParentType, ContextType, RequireFields<MutationSaveBlogPostArgs, 'input'>>;
  saveBookmark?: Resolver<ResolversTypes['BookmarkChange'], ParentType, ContextType, RequireFields<MutationSaveBookmarkArgs, 'jobId'>>;
  saveJobPosting?: Resolver<ResolversTypes['SaveJobPostingResult'], ParentType, ContextType, RequireFields<MutationSaveJobPostingArgs, 'input'>>;
  saveOrganizationProfileDraft?: Resolver<ResolversTypes['SaveOrganizationProfileDraftResult'], ParentType, ContextType, RequireFields<MutationSaveOrganizationProfileDraftArgs, 'input'>>;
  saveResumeAlert?: Resolver<ResolversTypes['SaveResumeAlertResult'], ParentType, ContextType, RequireFields<MutationSaveResumeAlertArgs, 'interval' | 'payload'>>;
  saveResumeSection?: Resolver<ResolversTypes['SaveResumeResult'], ParentType, ContextType, RequireFields<MutationSaveResumeSectionArgs, 'input' | 'wizard'>>;
  setActiveOrganization?: Resolver<ResolversTypes['WorkspaceContext'], ParentType, ContextType, Partial<MutationSetActiveOrganizationArgs>>;
  setApplicationStatus?: Resolver<ResolversTypes['JobApplication'], ParentType, ContextType, RequireFields<MutationSetApplicationStatusArgs, 'id' | 'status'>>;
  setCurrentEmployerShown?: Resolver<ResolversTypes['ResumePrivacy'], ParentType, ContextType, RequireFields<MutationSetCurrentEmployerShownArgs, 'resumeId' | 'shown'>>;
  setMyJobAlertPaused?: Resolver<ResolversTypes['MyJobAlert'], ParentType, ContextType, RequireFields<MutationSetMyJobAlertPausedArgs, 'id' | 'paused'>>;
  setOrganizationTrusted?: Resolver<ResolversTypes['AdminOrganization'], ParentType, ContextType, RequireFields<MutationSetOrganizationTrustedArgs, 'organizationId' | 'trusted'>>;
  setResumeVisibility?: Resolver<ResolversTypes['Resume'], ParentType, ContextType, RequireFields<MutationSetResumeVisibilityArgs, 'visible'>>;
  submitJobPosting?: Resolver<ResolversTypes['SubmitJobPostingResult'], ParentType, ContextType, RequireFields<MutationSubmitJobPostingArgs, 'id'>>;
  unblockResumeOrganization?: Resolver<ResolversTypes['ResumePrivacy'], ParentType, ContextType, RequireFields<MutationUnblockResumeOrganizationArgs, 'organizationId' | 'resumeId'>>;
  unpublishBlogPost?: Resolver<ResolversTypes['BlogEditorPost'], ParentType, ContextType, RequireFields<MutationUnpublishBlogPostArgs, 'id'>>;
  updateAccountName?: Resolver<ResolversTypes['AccountOverview'], ParentType, ContextType, RequireFields<MutationUpdateAccountNameArgs, 'input'>>;
  updateMyEmployerMailSettings?: Resolver<ResolversTypes['EmployerMailSettings'], ParentType, ContextType, RequireFields<MutationUpdateMyEmployerMailSettingsArgs, 'input'>>;
  updateMyJobAlert?: Resolver<ResolversTypes['MyJobAlert'], ParentType, ContextType, RequireFields<MutationUpdateMyJobAlertArgs, 'id' | 'interval' | 'label'>>;
  updateResumeAlert?: Resolver<ResolversTypes['ResumeAlert'], ParentType, ContextType, RequireFields<MutationUpdateResumeAlertArgs, 'id' | 'interval'>>;
  uploadFile?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'file'>>;
};

export type MyApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyApplication'] = ResolversParentTypes['MyApplication']> = {
  attachmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletionDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  statusChangedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MyApplicationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyApplicationPage'] = ResolversParentTypes['MyApplicationPage']> = {
  items?: Resolver<Array<ResolversTypes['MyApplication']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyBookmarksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyBookmarks'] = ResolversParentTypes['MyBookmarks']> = {
  items?: Resolver<Array<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyConsent'] = ResolversParentTypes['MyConsent']> = {
  givenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyJobAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyJobAlert'] = ResolversParentTypes['MyJobAlert']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['JobAlertInterval'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerProfile?: Resolver<ResolversTypes['CustomerProfile'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  frontend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatTreatment?: Resolver<ResolversTypes['VatTreatment'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrganizationChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationChange'] = ResolversParentTypes['OrganizationChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Array<ResolversTypes['ChangeDetailEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationChangePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationChangePage'] = ResolversParentTypes['OrganizationChangePage']> = {
  entries?: Resolver<Array<ResolversTypes['OrganizationChange']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
};

export type OrganizationProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationProfile'] = ResolversParentTypes['OrganizationProfile']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  alternativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  contactPeople?: Resolver<Array<ResolversTypes['ContactPerson']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fieldsOfStudy?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  furtherLocations?: Resolver<Array<ResolversTypes['FurtherLocation']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  openJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presentation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profiles?: Resolver<ResolversTypes['SocialProfiles'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['OrganizationVideo']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationProfileDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationProfileData'] = ResolversParentTypes['OrganizationProfileData']> = {
  about?: Resolver<ResolversTypes['ProfileAbout'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  benefits?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  companyInfo?: Resolver<Maybe<ResolversTypes['ProfileCompanyInfo']>, ParentType, ContextType>;
  contactPeople?: Resolver<Array<ResolversTypes['ProfileContactPerson']>, ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['ProfileFaqEntry']>, ParentType, ContextType>;
  furtherLocations?: Resolver<Array<ResolversTypes['ProfileLocation']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['ProfileGalleryImage']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['ProfileInfo'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['ProfilePersonalInfo'], ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['ProfileVideo']>, ParentType, ContextType>;
};

export type OrganizationProfileDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationProfileDraft'] = ResolversParentTypes['OrganizationProfileDraft']> = {
  data?: Resolver<ResolversTypes['OrganizationProfileData'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  hasDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['ProfileTerms'], ParentType, ContextType>;
  toolbar?: Resolver<ResolversTypes['EditorToolbar'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationSearchResult'] = ResolversParentTypes['OrganizationSearchResult']> = {
  facets?: Resolver<Array<ResolversTypes['JobSearchFacet']>, ParentType, ContextType>;
  featured?: Resolver<Array<ResolversTypes['OrganizationTeaser']>, ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['OrganizationTeaser']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationSubscription'] = ResolversParentTypes['OrganizationSubscription']> = {
  absoluteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableJobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  frontend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageResumeContactSlots?: Resolver<ResolversTypes['ResumeContactSlotUsage'], ParentType, ContextType>;
};

export type OrganizationTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationTeam'] = ResolversParentTypes['OrganizationTeam']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['TeamInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationTeaserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationTeaser'] = ResolversParentTypes['OrganizationTeaser']> = {
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openJobs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationVideo'] = ResolversParentTypes['OrganizationVideo']> = {
  cover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  coverTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingEmailChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingEmailChange'] = ResolversParentTypes['PendingEmailChange']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  alreadyPlaced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type PostingOrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostingOrganization'] = ResolversParentTypes['PostingOrganization']> = {
  freeJobSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trusted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostingQualifyingQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostingQualifyingQuestion'] = ResolversParentTypes['PostingQualifyingQuestion']> = {
  answerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivacyOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacyOverview'] = ResolversParentTypes['PrivacyOverview']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erasureLinkMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keptFiles?: Resolver<Array<ResolversTypes['KeptFile']>, ParentType, ContextType>;
  keptRecords?: Resolver<Array<ResolversTypes['KeptRecordReason']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileAboutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileAbout'] = ResolversParentTypes['ProfileAbout']> = {
  fieldsOfStudy?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  industry?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  occupation?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  presentation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProfileCompanyInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileCompanyInfo'] = ResolversParentTypes['ProfileCompanyInfo']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProfileContactPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileContactPerson'] = ResolversParentTypes['ProfileContactPerson']> = {
  contactInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinProfile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileFaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileFaqEntry'] = ResolversParentTypes['ProfileFaqEntry']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileGalleryImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileGalleryImage'] = ResolversParentTypes['ProfileGalleryImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileInfo'] = ResolversParentTypes['ProfileInfo']> = {
  alternativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  logoFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profiles?: Resolver<ResolversTypes['SocialProfiles'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileLocation'] = ResolversParentTypes['ProfileLocation']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfilePersonalInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfilePersonalInfo'] = ResolversParentTypes['ProfilePersonalInfo']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileTerms'] = ResolversParentTypes['ProfileTerms']> = {
  benefit?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  fieldOfStudy?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  industry?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  occupation?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
};

export type ProfileVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileVideo'] = ResolversParentTypes['ProfileVideo']> = {
  coverFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublishOrganizationProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishOrganizationProfileResult'] = ResolversParentTypes['PublishOrganizationProfileResult']> = {
  draft?: Resolver<ResolversTypes['OrganizationProfileDraft'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QualifyingQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QualifyingQuestion'] = ResolversParentTypes['QualifyingQuestion']> = {
  answerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountErasureLink?: Resolver<ResolversTypes['AccountErasureLinkState'], ParentType, ContextType, RequireFields<QueryAccountErasureLinkArgs, 'token'>>;
  adminOrganizations?: Resolver<Array<ResolversTypes['AdminOrganization']>, ParentType, ContextType, RequireFields<QueryAdminOrganizationsArgs, 'query'>>;
  applicationInbox?: Resolver<Maybe<ResolversTypes['ApplicationInbox']>, ParentType, ContextType, RequireFields<QueryApplicationInboxArgs, 'limit' | 'offset'>>;
  applicationPrefill?: Resolver<ResolversTypes['ApplicationPrefill'], ParentType, ContextType, Partial<QueryApplicationPrefillArgs>>;
  blockableOrganizations?: Resolver<Array<ResolversTypes['BlockedOrganization']>, ParentType, ContextType, RequireFields<QueryBlockableOrganizationsArgs, 'name' | 'resumeId'>>;
  blogEditorPost?: Resolver<ResolversTypes['BlogEditorPost'], ParentType, ContextType, RequireFields<QueryBlogEditorPostArgs, 'id'>>;
  blogEditorPosts?: Resolver<ResolversTypes['BlogEditorPostPage'], ParentType, ContextType, Partial<QueryBlogEditorPostsArgs>>;
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostPage'], ParentType, ContextType, Partial<QueryBlogPostsArgs>>;
  bookmarkedJobs?: Resolver<Array<ResolversTypes['BookmarkedJob']>, ParentType, ContextType, RequireFields<QueryBookmarkedJobsArgs, 'jobIds'>>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  checkoutQuote?: Resolver<ResolversTypes['CheckoutQuote'], ParentType, ContextType, RequireFields<QueryCheckoutQuoteArgs, 'input'>>;
  employerDashboard?: Resolver<Maybe<ResolversTypes['EmployerDashboard']>, ParentType, ContextType, Partial<QueryEmployerDashboardArgs>>;
  getAppConfig?: Resolver<Array<ResolversTypes['AppConfigEntry']>, ParentType, ContextType>;
  getCredits?: Resolver<Array<ResolversTypes['CreditBalance']>, ParentType, ContextType, Partial<QueryGetCreditsArgs>>;
  getGdprConsentInfos?: Resolver<Array<ResolversTypes['GdprConsentInfo']>, ParentType, ContextType, RequireFields<QueryGetGdprConsentInfosArgs, 'limit' | 'offset'>>;
  getJob?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryGetJobArgs, 'id'>>;
  getOrganizationProfile?: Resolver<Maybe<ResolversTypes['OrganizationProfile']>, ParentType, ContextType, RequireFields<QueryGetOrganizationProfileArgs, 'slug'>>;
  getRoutInfo?: Resolver<ResolversTypes['RoutInfo'], ParentType, ContextType, RequireFields<QueryGetRoutInfoArgs, 'slug'>>;
  getSubscriptions?: Resolver<ResolversTypes['SubscriptionsResult'], ParentType, ContextType, RequireFields<QueryGetSubscriptionsArgs, 'limit' | 'offset' | 'showSubscriptionsFromAllFrontends'>>;
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  hasTheLatestConsent?: Resolver<ResolversTypes['LatestConsentStatus'], ParentType, ContextType, RequireFields<QueryHasTheLatestConsentArgs, 'type'>>;
  jobApplication?: Resolver<ResolversTypes['JobApplication'], ParentType, ContextType, RequireFields<QueryJobApplicationArgs, 'id'>>;
  jobBoardOverview?: Resolver<ResolversTypes['JobBoardOverview'], ParentType, ContextType>;
  jobExtensionQuote?: Resolver<ResolversTypes['JobExtensionQuote'], ParentType, ContextType, RequireFields<QueryJobExtensionQuoteArgs, 'jobId'>>;
  jobManager?: Resolver<Maybe<ResolversTypes['JobManagerPage']>, ParentType, ContextType, RequireFields<QueryJobManagerArgs, 'page' | 'pageSize' | 'sort'>>;
  jobPosting?: Resolver<Maybe<ResolversTypes['JobPosting']>, ParentType, ContextType, RequireFields<QueryJobPostingArgs, 'id'>>;
  jobPostingContext?: Resolver<ResolversTypes['JobPostingContext'], ParentType, ContextType>;
  jobStatistics?: Resolver<ResolversTypes['JobStatistics'], ParentType, ContextType, RequireFields<QueryJobStatisticsArgs, 'jobId'>>;
  moderationQueue?: Resolver<ResolversTypes['ModerationQueue'], ParentType, ContextType, RequireFields<QueryModerationQueueArgs, 'limit' | 'offset'>>;
  myAccount?: Resolver<ResolversTypes['AccountOverview'], ParentType, ContextType>;
  myApplications?: Resolver<ResolversTypes['MyApplicationPage'], ParentType, ContextType, RequireFields<QueryMyApplicationsArgs, 'limit' | 'offset'>>;
  myBookmarks?: Resolver<ResolversTypes['MyBookmarks'], ParentType, ContextType>;
  myConsents?: Resolver<Array<ResolversTypes['MyConsent']>, ParentType, ContextType>;
  myEmployerMailSettings?: Resolver<ResolversTypes['EmployerMailSettings'], ParentType, ContextType>;
  myJobAlerts?: Resolver<Array<ResolversTypes['MyJobAlert']>, ParentType, ContextType>;
  myResume?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType>;
  myResumeAlerts?: Resolver<Array<ResolversTypes['ResumeAlert']>, ParentType, ContextType>;
  myResumeContactRequests?: Resolver<Array<ResolversTypes['ResumeContactRequest']>, ParentType, ContextType>;
  mySeekerOverview?: Resolver<ResolversTypes['SeekerOverview'], ParentType, ContextType>;
  organizationChanges?: Resolver<ResolversTypes['OrganizationChangePage'], ParentType, ContextType, Partial<QueryOrganizationChangesArgs>>;
  organizationOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrganizationOrdersArgs, 'limit' | 'offset'>>;
  organizationProfileDraft?: Resolver<ResolversTypes['OrganizationProfileDraft'], ParentType, ContextType, Partial<QueryOrganizationProfileDraftArgs>>;
  organizationProfilePreview?: Resolver<ResolversTypes['OrganizationProfile'], ParentType, ContextType, Partial<QueryOrganizationProfilePreviewArgs>>;
  organizationTeam?: Resolver<ResolversTypes['OrganizationTeam'], ParentType, ContextType, Partial<QueryOrganizationTeamArgs>>;
  privacyOverview?: Resolver<ResolversTypes['PrivacyOverview'], ParentType, ContextType>;
  recruiterResume?: Resolver<ResolversTypes['RecruiterResume'], ParentType, ContextType, RequireFields<QueryRecruiterResumeArgs, 'id'>>;
  resume?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType, RequireFields<QueryResumeArgs, 'id'>>;
  resumePrivacy?: Resolver<ResolversTypes['ResumePrivacy'], ParentType, ContextType, RequireFields<QueryResumePrivacyArgs, 'resumeId'>>;
  searchJobs?: Resolver<ResolversTypes['JobSearchResult'], ParentType, ContextType, RequireFields<QuerySearchJobsArgs, 'payload'>>;
  searchOrganizations?: Resolver<ResolversTypes['OrganizationSearchResult'], ParentType, ContextType, RequireFields<QuerySearchOrganizationsArgs, 'payload'>>;
  searchPlaces?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QuerySearchPlacesArgs, 'limit' | 'query'>>;
  searchResumes?: Resolver<ResolversTypes['ResumeSearchResult'], ParentType, ContextType, RequireFields<QuerySearchResumesArgs, 'payload'>>;
  sentResumeContactRequests?: Resolver<Array<ResolversTypes['ResumeContactRequest']>, ParentType, ContextType, RequireFields<QuerySentResumeContactRequestsArgs, 'limit' | 'offset'>>;
  shopProducts?: Resolver<Array<ResolversTypes['ShopProduct']>, ParentType, ContextType>;
  siteOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QuerySiteOrdersArgs, 'limit' | 'offset'>>;
  suggestJobTitles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QuerySuggestJobTitlesArgs, 'limit' | 'prefix'>>;
  supportOrganizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QuerySupportOrganizationsArgs, 'query'>>;
  teamInvitation?: Resolver<ResolversTypes['TeamInvitationPreview'], ParentType, ContextType, RequireFields<QueryTeamInvitationArgs, 'token'>>;
  updatableOrganizationProfiles?: Resolver<Array<ResolversTypes['UpdatableOrganizationProfile']>, ParentType, ContextType, RequireFields<QueryUpdatableOrganizationProfilesArgs, 'limit' | 'offset'>>;
  workspaceContext?: Resolver<ResolversTypes['WorkspaceContext'], ParentType, ContextType>;
};

export type RecruiterResumeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecruiterResume'] = ResolversParentTypes['RecruiterResume']> = {
  contactApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactRequests?: Resolver<Array<ResolversTypes['ResumeContactRequest']>, ParentType, ContextType>;
  contactSlotsAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<ResolversTypes['Resume'], ParentType, ContextType>;
};

export type RequestResumeContactResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestResumeContactResult'] = ResolversParentTypes['RequestResumeContactResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['ResumeContactRequest']>, ParentType, ContextType>;
};

export type ResumeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Resume'] = ResolversParentTypes['Resume']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['ResumeCompleteness'], ParentType, ContextType>;
  education?: Resolver<Array<ResolversTypes['ResumeEducation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobPreferences?: Resolver<ResolversTypes['ResumeJobPreferences'], ParentType, ContextType>;
  languages?: Resolver<ResolversTypes['ResumeTermGroup'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['ResumePersonalInfo'], ParentType, ContextType>;
  skills?: Resolver<ResolversTypes['ResumeTermGroup'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workExperience?: Resolver<Array<ResolversTypes['ResumeWorkExperience']>, ParentType, ContextType>;
};

export type ResumeAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeAlert'] = ResolversParentTypes['ResumeAlert']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['JobAlertInterval'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  searchHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeCompletenessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeCompleteness'] = ResolversParentTypes['ResumeCompleteness']> = {
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeContactRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeContactRequest'] = ResolversParentTypes['ResumeContactRequest']> = {
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resumeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resumeTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResumeContactStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ResumeContactSlotUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeContactSlotUsage'] = ResolversParentTypes['ResumeContactSlotUsage']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeEducationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeEducation'] = ResolversParentTypes['ResumeEducation']> = {
  degreeLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fieldOfStudy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
  studyProgram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeImportEducationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportEducation'] = ResolversParentTypes['ResumeImportEducation']> = {
  degreeLevel?: Resolver<Maybe<ResolversTypes['TermRef']>, ParentType, ContextType>;
  fieldOfStudy?: Resolver<Maybe<ResolversTypes['TermRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumeImportPeriod'], ParentType, ContextType>;
  studyProgram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeImportLanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportLanguage'] = ResolversParentTypes['ResumeImportLanguage']> = {
  level?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['TermRef']>, ParentType, ContextType>;
};

export type ResumeImportPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportPeriod'] = ResolversParentTypes['ResumeImportPeriod']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeImportPersonalInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportPersonalInfo'] = ResolversParentTypes['ResumeImportPersonalInfo']> = {
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeLocationText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeImportProposalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportProposal'] = ResolversParentTypes['ResumeImportProposal']> = {
  education?: Resolver<Array<ResolversTypes['ResumeImportEducation']>, ParentType, ContextType>;
  languageLevels?: Resolver<Array<ResolversTypes['ResumeImportLanguage']>, ParentType, ContextType>;
  languages?: Resolver<ResolversTypes['ResumeImportTermGroup'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['ResumeImportPersonalInfo'], ParentType, ContextType>;
  skills?: Resolver<ResolversTypes['ResumeImportTermGroup'], ParentType, ContextType>;
  workExperience?: Resolver<Array<ResolversTypes['ResumeImportWorkExperience']>, ParentType, ContextType>;
};

export type ResumeImportTermGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportTermGroup'] = ResolversParentTypes['ResumeImportTermGroup']> = {
  free?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
};

export type ResumeImportWorkExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeImportWorkExperience'] = ResolversParentTypes['ResumeImportWorkExperience']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumeImportPeriod'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeJobPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeJobPreferences'] = ResolversParentTypes['ResumeJobPreferences']> = {
  availabilityPeriods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  availableStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  careerStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  desiredLocation?: Resolver<Maybe<ResolversTypes['ResumePlace']>, ParentType, ContextType>;
  desiredOccupation?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  desiredSalary?: Resolver<Maybe<ResolversTypes['ResumeSalary']>, ParentType, ContextType>;
  employmentType?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  radiusKm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumeLanguageLevelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeLanguageLevel'] = ResolversParentTypes['ResumeLanguageLevel']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumePeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumePeriod'] = ResolversParentTypes['ResumePeriod']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumePersonalInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumePersonalInfo'] = ResolversParentTypes['ResumePersonalInfo']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeLocation?: Resolver<Maybe<ResolversTypes['ResumePlace']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumePlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumePlace'] = ResolversParentTypes['ResumePlace']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResumePrivacyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumePrivacy'] = ResolversParentTypes['ResumePrivacy']> = {
  blockedOrganizations?: Resolver<Array<ResolversTypes['BlockedOrganization']>, ParentType, ContextType>;
  resumeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  showCurrentEmployer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResumeSalaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeSalary'] = ResolversParentTypes['ResumeSalary']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResumeSearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeSearchHit'] = ResolversParentTypes['ResumeSearchHit']> = {
  careerStatus?: Resolver<Maybe<ResolversTypes['TermRef']>, ParentType, ContextType>;
  desiredLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredOccupation?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skills?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  skillsFree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  yearsOfExperience?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeSearchResult'] = ResolversParentTypes['ResumeSearchResult']> = {
  facets?: Resolver<Array<ResolversTypes['JobSearchFacet']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ResumeSearchHit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeTermGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeTermGroup'] = ResolversParentTypes['ResumeTermGroup']> = {
  free?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['ResumeLanguageLevel']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ResumeWorkExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResumeWorkExperience'] = ResolversParentTypes['ResumeWorkExperience']> = {
  companyHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employmentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupationalField?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ResumePeriod'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoutContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutContent'] = ResolversParentTypes['RoutContent']> = {
  entity?: Resolver<ResolversTypes['RoutEntity'], ParentType, ContextType>;
  metatags?: Resolver<Array<ResolversTypes['Metatag']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoutEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutEntity'] = ResolversParentTypes['RoutEntity']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyFormat?: Resolver<ResolversTypes['RichTextFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoutEntityType'], ParentType, ContextType>;
};

export type RoutErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutError'] = ResolversParentTypes['RoutError']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoutInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutInfo'] = ResolversParentTypes['RoutInfo']> = {
  __resolveType: TypeResolveFn<'RoutContent' | 'RoutError' | 'RoutRedirect', ParentType, ContextType>;
};

export type RoutRedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutRedirect'] = ResolversParentTypes['RoutRedirect']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SalaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Salary'] = ResolversParentTypes['Salary']> = {
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['SalaryUnit']>, ParentType, ContextType>;
};

export type SalaryBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalaryBand'] = ResolversParentTypes['SalaryBand']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SaveJobPostingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveJobPostingResult'] = ResolversParentTypes['SaveJobPostingResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  posting?: Resolver<Maybe<ResolversTypes['JobPosting']>, ParentType, ContextType>;
};

export type SaveOrganizationProfileDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveOrganizationProfileDraftResult'] = ResolversParentTypes['SaveOrganizationProfileDraftResult']> = {
  draft?: Resolver<ResolversTypes['OrganizationProfileDraft'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
};

export type SaveResumeAlertResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveResumeAlertResult'] = ResolversParentTypes['SaveResumeAlertResult']> = {
  alert?: Resolver<Maybe<ResolversTypes['ResumeAlert']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
};

export type SaveResumeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveResumeResult'] = ResolversParentTypes['SaveResumeResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType>;
};

export type SeekerAlertCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeekerAlertCounts'] = ResolversParentTypes['SeekerAlertCounts']> = {
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unconfirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeekerOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeekerOverview'] = ResolversParentTypes['SeekerOverview']> = {
  alerts?: Resolver<ResolversTypes['SeekerAlertCounts'], ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['SeekerResumeState']>, ParentType, ContextType>;
};

export type SeekerResumeStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeekerResumeState'] = ResolversParentTypes['SeekerResumeState']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShopProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopProduct'] = ResolversParentTypes['ShopProduct']> = {
  credits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobSlots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resumeContactSlots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SocialProfilesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialProfiles'] = ResolversParentTypes['SocialProfiles']> = {
  blueSky?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tiktok?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  xing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtube?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubmitJobPostingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitJobPostingResult'] = ResolversParentTypes['SubmitJobPostingResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['SubmitOutcome'], ParentType, ContextType>;
  posting?: Resolver<ResolversTypes['JobPosting'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  jobDescriptionDraft?: SubscriptionResolver<ResolversTypes['JobDescriptionDraftChunk'], "jobDescriptionDraft", ParentType, ContextType, RequireFields<SubscriptionJobDescriptionDraftArgs, 'input' | 'language'>>;
};

export type SubscriptionStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionStatusInfo'] = ResolversParentTypes['SubscriptionStatusInfo']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type SubscriptionsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionsResult'] = ResolversParentTypes['SubscriptionsResult']> = {
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['OrganizationSubscription']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamInvitation'] = ResolversParentTypes['TeamInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamInvitationPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamInvitationPreview'] = ResolversParentTypes['TeamInvitationPreview']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TeamInvitationState'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TermRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermRef'] = ResolversParentTypes['TermRef']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pathAlias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TownFieldCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TownFieldCount'] = ResolversParentTypes['TownFieldCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['TermRef'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  townSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdatableOrganizationProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatableOrganizationProfile'] = ResolversParentTypes['UpdatableOrganizationProfile']> = {
  benefits?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<Array<ResolversTypes['TermRef']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  presentation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['Url'], ParentType, ContextType>;
  urlNoPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Url'] = ResolversParentTypes['Url']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activeOrganization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEligibleForJobApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMasqueraded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUserApprovedAndVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WorkspaceContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceContext'] = ResolversParentTypes['WorkspaceContext']> = {
  activeOrganization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  viaSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountOverview?: AccountOverviewResolvers<ContextType>;
  AdPage?: AdPageResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AdminOrganization?: AdminOrganizationResolvers<ContextType>;
  AppConfigEntry?: AppConfigEntryResolvers<ContextType>;
  ApplicationAnswer?: ApplicationAnswerResolvers<ContextType>;
  ApplicationAttachment?: ApplicationAttachmentResolvers<ContextType>;
  ApplicationEvent?: ApplicationEventResolvers<ContextType>;
  ApplicationInbox?: ApplicationInboxResolvers<ContextType>;
  ApplicationInboxJob?: ApplicationInboxJobResolvers<ContextType>;
  ApplicationMailProposal?: ApplicationMailProposalResolvers<ContextType>;
  ApplicationNote?: ApplicationNoteResolvers<ContextType>;
  ApplicationPrefill?: ApplicationPrefillResolvers<ContextType>;
  ApplicationSummary?: ApplicationSummaryResolvers<ContextType>;
  ArchiveJobPostingsResult?: ArchiveJobPostingsResultResolvers<ContextType>;
  AvailabilityPeriod?: AvailabilityPeriodResolvers<ContextType>;
  BlockOrganizationResult?: BlockOrganizationResultResolvers<ContextType>;
  BlockedOrganization?: BlockedOrganizationResolvers<ContextType>;
  BlogEditorPost?: BlogEditorPostResolvers<ContextType>;
  BlogEditorPostPage?: BlogEditorPostPageResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostPage?: BlogPostPageResolvers<ContextType>;
  BlogPostSaveResult?: BlogPostSaveResultResolvers<ContextType>;
  Bookmark?: BookmarkResolvers<ContextType>;
  BookmarkChange?: BookmarkChangeResolvers<ContextType>;
  BookmarkedJob?: BookmarkedJobResolvers<ContextType>;
  ChangeDetailEntry?: ChangeDetailEntryResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutQuote?: CheckoutQuoteResolvers<ContextType>;
  ContactPerson?: ContactPersonResolvers<ContextType>;
  CreateGdprUserConsentResult?: CreateGdprUserConsentResultResolvers<ContextType>;
  CreditBalance?: CreditBalanceResolvers<ContextType>;
  CustomerProfile?: CustomerProfileResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmployerDashboard?: EmployerDashboardResolvers<ContextType>;
  EmployerMailSettings?: EmployerMailSettingsResolvers<ContextType>;
  ExtendJobPostingResult?: ExtendJobPostingResultResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: GraphQLScalarType;
  FurtherLocation?: FurtherLocationResolvers<ContextType>;
  GdprConsent?: GdprConsentResolvers<ContextType>;
  GdprConsentInfo?: GdprConsentInfoResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobApplication?: JobApplicationResolvers<ContextType>;
  JobBoardOverview?: JobBoardOverviewResolvers<ContextType>;
  JobDayFigures?: JobDayFiguresResolvers<ContextType>;
  JobDescriptionDraftChunk?: JobDescriptionDraftChunkResolvers<ContextType>;
  JobExtensionQuote?: JobExtensionQuoteResolvers<ContextType>;
  JobFigures?: JobFiguresResolvers<ContextType>;
  JobLocation?: JobLocationResolvers<ContextType>;
  JobManagerCredits?: JobManagerCreditsResolvers<ContextType>;
  JobManagerPage?: JobManagerPageResolvers<ContextType>;
  JobOrganization?: JobOrganizationResolvers<ContextType>;
  JobPosting?: JobPostingResolvers<ContextType>;
  JobPostingContext?: JobPostingContextResolvers<ContextType>;
  JobPostingFields?: JobPostingFieldsResolvers<ContextType>;
  JobRevision?: JobRevisionResolvers<ContextType>;
  JobSearchFacet?: JobSearchFacetResolvers<ContextType>;
  JobSearchFacetValue?: JobSearchFacetValueResolvers<ContextType>;
  JobSearchResult?: JobSearchResultResolvers<ContextType>;
  JobStatistics?: JobStatisticsResolvers<ContextType>;
  KeptFile?: KeptFileResolvers<ContextType>;
  LatestConsentStatus?: LatestConsentStatusResolvers<ContextType>;
  ManagedJob?: ManagedJobResolvers<ContextType>;
  MergeBookmarksResult?: MergeBookmarksResultResolvers<ContextType>;
  Metatag?: MetatagResolvers<ContextType>;
  ModerationItem?: ModerationItemResolvers<ContextType>;
  ModerationQueue?: ModerationQueueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyApplication?: MyApplicationResolvers<ContextType>;
  MyApplicationPage?: MyApplicationPageResolvers<ContextType>;
  MyBookmarks?: MyBookmarksResolvers<ContextType>;
  MyConsent?: MyConsentResolvers<ContextType>;
  MyJobAlert?: MyJobAlertResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationChange?: OrganizationChangeResolvers<ContextType>;
  OrganizationChangePage?: OrganizationChangePageResolvers<ContextType>;
  OrganizationProfile?: OrganizationProfileResolvers<ContextType>;
  OrganizationProfileData?: OrganizationProfileDataResolvers<ContextType>;
  OrganizationProfileDraft?: OrganizationProfileDraftResolvers<ContextType>;
  OrganizationSearchResult?: OrganizationSearchResultResolvers<ContextType>;
  OrganizationSubscription?: OrganizationSubscriptionResolvers<ContextType>;
  OrganizationTeam?: OrganizationTeamResolvers<ContextType>;
  OrganizationTeaser?: OrganizationTeaserResolvers<ContextType>;
  OrganizationVideo?: OrganizationVideoResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PostingOrganization?: PostingOrganizationResolvers<ContextType>;
  PostingQualifyingQuestion?: PostingQualifyingQuestionResolvers<ContextType>;
  PrivacyOverview?: PrivacyOverviewResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProfileAbout?: ProfileAboutResolvers<ContextType>;
  ProfileCompanyInfo?: ProfileCompanyInfoResolvers<ContextType>;
  ProfileContactPerson?: ProfileContactPersonResolvers<ContextType>;
  ProfileFaqEntry?: ProfileFaqEntryResolvers<ContextType>;
  ProfileGalleryImage?: ProfileGalleryImageResolvers<ContextType>;
  ProfileInfo?: ProfileInfoResolvers<ContextType>;
  ProfileLocation?: ProfileLocationResolvers<ContextType>;
  ProfilePersonalInfo?: ProfilePersonalInfoResolvers<ContextType>;
  ProfileTerms?: ProfileTermsResolvers<ContextType>;
  ProfileVideo?: ProfileVideoResolvers<ContextType>;
  PublishOrganizationProfileResult?: PublishOrganizationProfileResultResolvers<ContextType>;
  QualifyingQuestion?: QualifyingQuestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecruiterResume?: RecruiterResumeResolvers<ContextType>;
  RequestResumeContactResult?: RequestResumeContactResultResolvers<ContextType>;
  Resume?: ResumeResolvers<ContextType>;
  ResumeAlert?: ResumeAlertResolvers<ContextType>;
  ResumeCompleteness?: ResumeCompletenessResolvers<ContextType>;
  ResumeContactRequest?: ResumeContactRequestResolvers<ContextType>;
  ResumeContactSlotUsage?: ResumeContactSlotUsageResolvers<ContextType>;
  ResumeEducation?: ResumeEducationResolvers<ContextType>;
  ResumeImportEducation?: ResumeImportEducationResolvers<ContextType>;
  ResumeImportLanguage?: ResumeImportLanguageResolvers<ContextType>;
  ResumeImportPeriod?: ResumeImportPeriodResolvers<ContextType>;
  ResumeImportPersonalInfo?: ResumeImportPersonalInfoResolvers<ContextType>;
  ResumeImportProposal?: ResumeImportProposalResolvers<ContextType>;
  ResumeImportTermGroup?: ResumeImportTermGroupResolvers<ContextType>;
  ResumeImportWorkExperience?: ResumeImportWorkExperienceResolvers<ContextType>;
  ResumeJobPreferences?: ResumeJobPreferencesResolvers<ContextType>;
  ResumeLanguageLevel?: ResumeLanguageLevelResolvers<ContextType>;
  ResumePeriod?: ResumePeriodResolvers<ContextType>;
  ResumePersonalInfo?: ResumePersonalInfoResolvers<ContextType>;
  ResumePlace?: ResumePlaceResolvers<ContextType>;
  ResumePrivacy?: ResumePrivacyResolvers<ContextType>;
  ResumeSalary?: ResumeSalaryResolvers<ContextType>;
  ResumeSearchHit?: ResumeSearchHitResolvers<ContextType>;
  ResumeSearchResult?: ResumeSearchResultResolvers<ContextType>;
  ResumeTermGroup?: ResumeTermGroupResolvers<ContextType>;
  ResumeWorkExperience?: ResumeWorkExperienceResolvers<ContextType>;
  RoutContent?: RoutContentResolvers<ContextType>;
  RoutEntity?: RoutEntityResolvers<ContextType>;
  RoutError?: RoutErrorResolvers<ContextType>;
  RoutInfo?: RoutInfoResolvers<ContextType>;
  RoutRedirect?: RoutRedirectResolvers<ContextType>;
  Salary?: SalaryResolvers<ContextType>;
  SalaryBand?: SalaryBandResolvers<ContextType>;
  SaveJobPostingResult?: SaveJobPostingResultResolvers<ContextType>;
  SaveOrganizationProfileDraftResult?: SaveOrganizationProfileDraftResultResolvers<ContextType>;
  SaveResumeAlertResult?: SaveResumeAlertResultResolvers<ContextType>;
  SaveResumeResult?: SaveResumeResultResolvers<ContextType>;
  SeekerAlertCounts?: SeekerAlertCountsResolvers<ContextType>;
  SeekerOverview?: SeekerOverviewResolvers<ContextType>;
  SeekerResumeState?: SeekerResumeStateResolvers<ContextType>;
  ShopProduct?: ShopProductResolvers<ContextType>;
  SocialProfiles?: SocialProfilesResolvers<ContextType>;
  SubmitJobPostingResult?: SubmitJobPostingResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionStatusInfo?: SubscriptionStatusInfoResolvers<ContextType>;
  SubscriptionsResult?: SubscriptionsResultResolvers<ContextType>;
  TeamInvitation?: TeamInvitationResolvers<ContextType>;
  TeamInvitationPreview?: TeamInvitationPreviewResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TermRef?: TermRefResolvers<ContextType>;
  TownFieldCount?: TownFieldCountResolvers<ContextType>;
  UpdatableOrganizationProfile?: UpdatableOrganizationProfileResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  Url?: UrlResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  WorkspaceContext?: WorkspaceContextResolvers<ContextType>;
};

