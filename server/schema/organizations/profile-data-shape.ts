import type { ProfileInput } from '../../organizations/profile-input';
import type { Address, OrganizationProfileData } from '../generated/resolvers-types';

// A draft holds sections as the editor typed them (autosave keeps even wrong fields), so it is read
// defensively: anything not of the expected type is shown as empty.

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const ints = (v: unknown): number[] => list(v).filter((n): n is number => typeof n === 'number' && Number.isInteger(n));
const pick = (v: unknown, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, str(obj(v)[k])])) as Record<string, string | null>;

const ADDRESS = ['addressLine1', 'addressLine2', 'administrativeArea', 'locality', 'zip'] as const;
const SOCIAL = ['facebook', 'twitter', 'linkedin', 'youtube', 'xing', 'instagram', 'tiktok', 'blueSky'] as const;
const PERSON = ['salutation', 'firstName', 'lastName', 'phone', 'position'] as const;
const CONTACT = [...PERSON, 'photoFileId', 'email', 'linkedinProfile', 'contactInfo'] as const;

function address(v: unknown): Address | null {
  if (!v || typeof v !== 'object') return null;
  return { countryCode: str(obj(v).countryCode) ?? 'DE', ...pick(v, ADDRESS) };
}

/** The draft (or published profile) in the shape of OrganizationProfileData. */
export function shapeProfileData(data: ProfileInput): OrganizationProfileData {
  const company = data.companyInfo ? obj(data.companyInfo) : null;
  const info = obj(data.info);
  const about = obj(data.about);
  return {
    personalInfo: pick(data.personalInfo, PERSON),
    companyInfo: company && { name: str(company.name), address: address(company.address), size: int(company.size) },
    info: {
      ...pick(info, ['name', 'alternativeName', 'logoFileId', 'coverFileId', 'organizationLocation', 'website']),
      profiles: pick(info.profiles, SOCIAL),
    },
    about: {
      presentation: str(about.presentation),
      industry: ints(about.industry),
      size: int(about.size),
      occupation: ints(about.occupation),
      fieldsOfStudy: ints(about.fieldsOfStudy),
    },
    benefits: ints(data.benefits),
    contactPeople: list(data.contactPeople).map((c) => pick(c, CONTACT)),
    gallery: list(data.gallery).flatMap((g) => {
      const image = pick(g, ['fileId', 'alt', 'title']);
      return image.fileId ? [{ ...image, fileId: image.fileId }] : [];
    }),
    videos: list(data.videos).map((v) => pick(v, ['coverFileId', 'coverTitle', 'source'])),
    furtherLocations: list(data.furtherLocations).map((l) => ({
      name: str(obj(l).name),
      address: address(obj(l).address),
    })),
    faq: list(data.faq).map((f) => pick(f, ['question', 'answer'])),
    attachments: list(data.attachments).filter((id): id is string => typeof id === 'string'),
  };
}

/** Every file id the data refers to, for the editor's thumbnails and file names. */
export function fileIdsOf(data: OrganizationProfileData): string[] {
  const ids = [
    data.info.logoFileId,
    data.info.coverFileId,
    ...data.contactPeople.map((c) => c.photoFileId),
    ...data.gallery.map((g) => g.fileId),
    ...data.videos.map((v) => v.coverFileId),
    ...data.attachments,
  ];
  return [...new Set(ids.filter((id): id is string => !!id))];
}
