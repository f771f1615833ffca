import type { OrganizationProfileInput, ProfileDraftFieldsFragment } from '@/lib/graphql/generated/operations';

/** The profile as its form holds it: every text a string ('' when empty), so inputs stay controlled. */
export type ProfileData = ProfileDraftFieldsFragment['data'];
type Blank<T> = T extends null | undefined
  ? string
  : T extends string
    ? string
    : T extends number
      ? T
      : T extends Array<infer U>
        ? Array<Blank<U>>
        : T extends object
          ? { [K in keyof T as Exclude<K, '__typename'>]-?: Blank<T[K]> }
          : T;
export type AddressForm = {
  countryCode: string;
  addressLine1: string;
  addressLine2: string;
  administrativeArea: string;
  locality: string;
  zip: string;
};
export type ProfileForm = Omit<Blank<ProfileData>, 'companyInfo' | 'about' | 'furtherLocations'> & {
  companyInfo: { name: string; size: string; address: AddressForm };
  about: Omit<Blank<ProfileData['about']>, 'size'> & { size: string };
  furtherLocations: Array<{ name: string; address: AddressForm }>;
};

export const EMPTY_ADDRESS: AddressForm = {
  countryCode: 'DE',
  addressLine1: '',
  addressLine2: '',
  administrativeArea: '',
  locality: '',
  zip: '',
};

/** Nulls become '' (recursively), __typename goes: what the form's inputs show. */
function blank(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(blank);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => [k, blank(v)]),
    );
  return value;
}

/** '' becomes null (recursively): what the API takes for "not given". */
function nulled(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.map(nulled);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nulled(v)]));
  return value;
}

const sizeText = (n: number | null | undefined) => (n == null ? '' : String(n));
/** A size as typed: a whole number, else null (the field's hint says what is expected). */
const sizeNumber = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);

const addressForm = (a: ProfileData['furtherLocations'][number]['address'] | undefined | null): AddressForm => ({
  ...EMPTY_ADDRESS,
  ...(a ? (blank(a) as Partial<AddressForm>) : {}),
  countryCode: a?.countryCode || 'DE',
});

/** The form for a draft (or the published profile) as the API returns it. */
export function formOf(data: ProfileData): ProfileForm {
  const form = blank(data) as Blank<ProfileData>;
  return {
    ...form,
    companyInfo: {
      name: data.companyInfo?.name ?? '',
      size: sizeText(data.companyInfo?.size),
      address: addressForm(data.companyInfo?.address),
    },
    about: { ...form.about, size: sizeText(data.about.size) },
    furtherLocations: data.furtherLocations.map((l) => ({ name: l.name ?? '', address: addressForm(l.address) })),
  };
}

/** The form as OrganizationProfileInput: every section, '' as null, company info left out when empty. */
export function inputOf(form: ProfileForm): OrganizationProfileInput {
  const { companyInfo, about, ...rest } = form;
  const companyGiven =
    companyInfo.name.trim() !== '' ||
    Object.entries(companyInfo.address).some(([k, v]) => k !== 'countryCode' && v.trim() !== '');
  return {
    ...(nulled(rest) as Omit<OrganizationProfileInput, 'companyInfo' | 'about'>),
    companyInfo: companyGiven
      ? {
          name: companyInfo.name.trim() || null,
          size: sizeNumber(companyInfo.size),
          address: nulled(companyInfo.address) as AddressForm,
        }
      : null,
    about: { ...(nulled(about) as OrganizationProfileInput['about'] & object), size: sizeNumber(about.size) },
  };
}

/** The id of a field's control by its API path (info.website → profile-info-website). */
export const fieldId = (path: string) => `profile-${path.replace(/\./g, '-')}`;

/** The form with one value replaced by its path (faq.2.answer), the rest shared: for React state updates. */
export function setIn<T>(form: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const copy: unknown = Array.isArray(form) ? [...form] : { ...(form as object) };
  const container = copy as Record<string, unknown>;
  container[key] = rest.length ? setIn(container[key], rest.join('.'), value) : value;
  return copy as T;
}

/** The value at a path of the form ('' when absent). */
export function getIn(form: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], form) ?? '';
}

/** German messages by field path; the first one per field wins. */
export function errorsByPath(...lists: Array<ReadonlyArray<{ field: string; message: string }>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of lists.flat()) if (!map.has(e.field)) map.set(e.field, e.message);
  return map;
}
