import { z } from 'zod';
import { type FieldError, formFields } from '../forms/form-fields';
import messages from '../../messages/de.json';
import type {
  ContactPerson,
  FaqEntry,
  FurtherLocation,
  GalleryImage,
  OrganizationAboutSection,
  OrganizationCompanyInfo,
  OrganizationInfoSection,
  OrganizationPersonalInfo,
  OrganizationVideo,
} from '../db/schema';

/** The German texts of profile editing (messages/de.json graphql.organizationProfile; "Sie"). */
export const profileMessages = messages.graphql.organizationProfile;
const m = profileMessages;

export type { FieldError };

const { max, many, optional, text, required } = formFields(m);
const url = z
  .string(m.url)
  .trim()
  .max(2000, max(2000))
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, m.url);
const email = z.string(m.email).trim().max(254, max(254)).pipe(z.email(m.email));
const phone = z
  .string(m.phone)
  .trim()
  .max(40, max(40))
  .regex(/^\+?[0-9 ()/-]{3,}$/, m.phone);
const fileId = z.guid(m.id);
const tids = z.array(z.number(m.tid).int(m.tid).positive(m.tid), m.tid).max(50, many(50));
const size = z.number(m.size).int(m.size).min(1, m.size).max(10_000_000, m.size);
const salutation = z.enum(['mr', 'ms', 'diverse', 'none'], m.salutation);

const address = z.object({
  countryCode: z
    .string(m.countryCode)
    .trim()
    .regex(/^[A-Za-z]{2}$/, m.countryCode)
    .transform((c) => c.toUpperCase()),
  addressLine1: optional(text(200)),
  addressLine2: optional(text(200)),
  administrativeArea: optional(text(100)),
  locality: optional(text(100)),
  zip: optional(
    z
      .string(m.zip)
      .trim()
      .regex(/^[0-9A-Z -]{2,10}$/i, m.zip),
  ),
});

const SOCIAL = ['facebook', 'twitter', 'linkedin', 'youtube', 'xing', 'instagram', 'tiktok', 'blueSky'] as const;

/** docs/product.md §3 organization profile groups and page sections, each checked with German messages per field. */
export const PROFILE_SECTION_SCHEMAS = {
  personalInfo: z.object({
    salutation: optional(salutation),
    firstName: optional(text(100)),
    lastName: optional(text(100)),
    phone: optional(phone),
    position: optional(text(100)),
  }),
  companyInfo: z.object({ name: required(200, m.name), address, size: optional(size) }),
  info: z.object({
    name: required(200, m.name),
    alternativeName: optional(text(200)),
    logoFileId: optional(fileId),
    coverFileId: optional(fileId),
    organizationLocation: optional(text(200)),
    website: optional(url),
    profiles: z.object(
      Object.fromEntries(SOCIAL.map((s) => [s, optional(url)])) as Record<
        (typeof SOCIAL)[number],
        ReturnType<typeof optional<typeof url>>
      >,
    ),
  }),
  about: z.object({
    // Sanitized when published (docs/product.md §5: filtered_html for recruiters, full_html for admin-like users).
    presentation: optional(z.string(m.text).max(100_000, max(100_000))),
    industry: tids,
    size: optional(size),
    occupation: tids,
    fieldsOfStudy: tids,
  }),
  benefits: tids,
  contactPeople: z
    .array(
      z.object({
        salutation: optional(salutation),
        firstName: optional(text(100)),
        lastName: optional(text(100)),
        photoFileId: optional(fileId),
        email: optional(email),
        position: optional(text(100)),
        phone: optional(phone),
        linkedinProfile: optional(url),
        contactInfo: optional(text(1000)),
      }),
    )
    .max(20, many(20)),
  gallery: z.array(z.object({ fileId, alt: optional(text(300)), title: optional(text(300)) })).max(30, many(30)),
  videos: z
    .array(
      z.object({
        coverFileId: optional(fileId),
        coverTitle: optional(text(200)),
        source: z
          .string(m.videoUrl)
          .trim()
          .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, m.videoUrl)
          .max(2000, max(2000)),
      }),
    )
    .max(10, many(10)),
  furtherLocations: z.array(z.object({ name: required(200), address })).max(50, many(50)),
  faq: z.array(z.object({ question: required(500), answer: required(5000) })).max(30, many(30)),
  attachments: z.array(fileId).max(10, many(10)),
} as const;

export type ProfileSection = keyof typeof PROFILE_SECTION_SCHEMAS;
export const PROFILE_SECTIONS = Object.keys(PROFILE_SECTION_SCHEMAS) as ProfileSection[];

/** The checked profile, in the shape of the organizations row's groups. */
export type ProfileData = {
  personalInfo: OrganizationPersonalInfo;
  companyInfo: OrganizationCompanyInfo | null;
  info: OrganizationInfoSection & { name: string; alternativeName?: string };
  about: OrganizationAboutSection;
  benefits: number[];
  contactPeople: ContactPerson[];
  gallery: GalleryImage[];
  videos: OrganizationVideo[];
  furtherLocations: FurtherLocation[];
  faq: FaqEntry[];
  attachments: string[];
};

/** A profile as the editor sends it: any section may be missing (kept as it is) or in any shape. */
export type ProfileInput = Partial<Record<ProfileSection, unknown>>;

/**
 * Checks every section given on its own and reports each bad field by its path. `data` holds the sections
 * that passed; a section with an error is left out of it.
 */
export function parseProfile(input: ProfileInput): { data: Partial<ProfileData>; errors: FieldError[] } {
  const data: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const section of PROFILE_SECTIONS) {
    if (!(section in input) || input[section] === undefined) continue;
    if (section === 'companyInfo' && input[section] === null) {
      data[section] = null;
      continue;
    }
    const result = PROFILE_SECTION_SCHEMAS[section].safeParse(input[section]);
    if (result.success) data[section] = result.data;
    else
      for (const issue of result.error.issues) {
        const field = [section, ...issue.path.map(String)].join('.');
        if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
      }
  }
  return { data: data as Partial<ProfileData>, errors };
}
