import 'server-only';
import type {
  ResumeEducationInput,
  ResumeFieldsFragment,
  ResumePeriodInput,
  ResumeSectionInput,
  ResumeWorkExperienceInput,
} from '@/lib/graphql/generated/operations';
import type { ConfirmedImport } from './resume-import';
import { loadMyResume, type ResumeAudience, type ResumeProblem, saveResumeSection } from './resume';

type Period = { start?: string | null; end?: string | null; current?: boolean | null };
type Entry = { id?: string | null; period: Period; [field: string]: unknown };

const period = (p: Period): ResumePeriodInput => ({
  start: p.start ?? null,
  end: p.current ? null : (p.end ?? null),
  current: Boolean(p.current),
});

/** Without the GraphQL answer's __typename and nulls, in the input's shape. */
function entryInput<T extends Entry>(entry: T, keepId: boolean) {
  const fields = Object.entries(entry).filter(
    ([key, value]) => key !== '__typename' && key !== 'period' && (key !== 'id' || keepId) && value != null,
  );
  return { ...Object.fromEntries(fields), period: period(entry.period) };
}

/** The same entry (title/institution and start month) is not added twice when a CV is imported again. */
const sameEntry = (key: (e: Entry) => unknown) => (a: Entry, b: Entry) =>
  String(key(a)).toLowerCase() === String(key(b)).toLowerCase() && (a.period.start ?? '') === (b.period.start ?? '');

function appendEntries<T extends Entry>(stored: T[], imported: Entry[], key: (e: Entry) => unknown) {
  const same = sameEntry(key);
  const added = imported.filter((entry) => !stored.some((kept) => same(kept, entry)));
  return [...stored.map((entry) => entryInput(entry, true)), ...added.map((entry) => entryInput(entry, false))];
}

type StoredTerms = ResumeFieldsFragment['languages'] | ResumeFieldsFragment['skills'];

const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];
const joined = (a?: string | null, b?: string) => [a, b].filter(Boolean).join(', ') || null;

/**
 * The sections a confirmed CV import changes, as the resume's own section inputs: the personal fields it
 * names replace the stored ones (what it does not name, such as "about", stays); entries and terms are
 * added to what the resume already has, never replacing it.
 */
export function importSections(stored: ResumeFieldsFragment | null, confirmed: ConfirmedImport): ResumeSectionInput[] {
  const info = stored?.personalInfo;
  const { homeLocationText, ...personal } = confirmed.personalInfo;
  const personalInfo = {
    salutation: personal.salutation ?? info?.salutation ?? null,
    firstName: personal.firstName ?? info?.firstName ?? null,
    lastName: personal.lastName ?? info?.lastName ?? null,
    phone: personal.phone ?? info?.phone ?? null,
    birthday: personal.birthday ?? info?.birthday ?? null,
    homeLocation: homeLocationText ?? info?.homeLocation?.label ?? null,
    about: info?.about ?? null,
  };
  const terms = (kept: StoredTerms | undefined, added: ConfirmedImport['languages']) => ({
    tids: union(kept?.tids ?? [], added.tids),
    free: joined(kept?.free, added.free),
    notes: joined(kept?.notes, added.notes),
    ...(kept && 'levels' in kept ? { levels: kept.levels.map(({ tid, level }) => ({ tid, level })) } : {}),
  });
  const work: ResumeWorkExperienceInput[] = appendEntries(
    stored?.workExperience ?? [],
    confirmed.workExperience,
    (e) => e.jobTitle,
  );
  const education: ResumeEducationInput[] = appendEntries(
    stored?.education ?? [],
    confirmed.education,
    (e) => e.institution,
  );
  return [
    { personalInfo },
    ...(confirmed.workExperience.length ? [{ workExperience: work }] : []),
    ...(confirmed.education.length ? [{ education }] : []),
    ...(confirmed.languages.tids.length || confirmed.languages.free
      ? [{ languages: terms(stored?.languages, confirmed.languages) }]
      : []),
    ...(confirmed.skills.tids.length || confirmed.skills.free
      ? [{ skills: terms(stored?.skills, confirmed.skills) }]
      : []),
  ];
}

/**
 * Saves a confirmed CV import into the owner's resume, section by section through the resume's own mutation
 * (the same checks as its forms). Stops at the first section refused and returns its problems; the sections
 * saved before it stay saved, and saving the same import again adds nothing twice.
 */
export async function saveImportedSections(
  audience: ResumeAudience,
  confirmed: ConfirmedImport,
): Promise<ResumeProblem[]> {
  const stored = await loadMyResume(audience);
  for (const section of importSections(stored, confirmed)) {
    // Not as the wizard: the CV's phone is taken too; what the import does not name was carried over above.
    const saved = await saveResumeSection(audience, section);
    if ('problems' in saved) return saved.problems;
  }
  return [];
}
