import type { ResumeEducation, ResumeTermGroup, ResumeWorkExperience } from '../db/schema';
import { type CvContact, parseContact } from './cv-contact';
import { type CvEntry, organizationAndLocation, sectionEntries, TOWN_LINE } from './cv-entries';
import { joinBrokenDates } from './cv-dates';
import {
  isLanguagesLine,
  parseLanguages,
  parseSkills,
  type ProposedLanguage,
  resumeLevel,
  splitLanguageLines,
} from './cv-lists';
import { linesOf, splitSections } from './cv-sections';
import { type ImportTerm, termMatcher } from './cv-terms';

/** The taxonomy the import maps to, vocabulary by vocabulary. */
export type ImportVocabularies = {
  language: readonly ImportTerm[];
  skill: readonly ImportTerm[];
  degreeLevel: readonly ImportTerm[];
  fieldOfStudy: readonly ImportTerm[];
};

/**
 * What a CV proposes, in the shapes of the resume's groups (server/db/schema/resumes.ts) so that confirmed
 * fields are saved unchanged: personal_info's fields (the home location as text, to be resolved to a place
 * when confirmed), the e-mail (the account's, shown for checking only), ordered entries, term groups.
 */
export type ResumeImportProposal = {
  personalInfo: CvContact;
  workExperience: ResumeWorkExperience[];
  education: ResumeEducation[];
  languages: ResumeTermGroup;
  /** The languages with the level the CV gives (also written into languages.notes). */
  languageLevels: ProposedLanguage[];
  skills: ResumeTermGroup;
};

const COMPANY =
  /\b(?:gmbh|ag|kg|se|e\.\s?v\.|ohg|gbr|ug|mbh|klinikum|klinik|krankenhaus|stadt|landratsamt|bank|werke?)\b/i;
const INSTITUTION =
  /schule|gymnasium|universität|hochschule|akademie|kolleg|institut|\bTU\b|\bFH\b|\bIHK\b|handwerkskammer|college|campus|seminar/i;
const DEGREES: ReadonlyArray<readonly [RegExp, string]> = [
  [/promotion|\bdr\.|doktor/i, 'Promotion'],
  [/staatsexamen/i, 'Staatsexamen'],
  [/master|\bm\.\s?sc|\bm\.\s?a\.|diplom/i, 'Master / Diplom'],
  [/bachelor|\bb\.\s?sc|\bb\.\s?a\.|\bb\.\s?eng/i, 'Bachelor'],
  [/meister|techniker|fachwirt/i, 'Meister / Techniker / Fachwirt'],
  [/abitur|hochschulreife/i, 'Abitur / Fachabitur'],
  [/mittlere reife|realschulabschluss|mittlerer schulabschluss/i, 'Mittlere Reife'],
  [/hauptschulabschluss|mittelschulabschluss|quali\b/i, 'Hauptschulabschluss'],
  [/ausbildung|\blehre\b|geselle|kauffrau|kaufmann|fachkraft/i, 'Abgeschlossene Berufsausbildung'],
];

/** Entry ids unique within a proposal; the resume's save path keeps them as the list items' ids. */
const entryId = (kind: string, index: number) => `import-${kind}-${index + 1}`;

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

function splitOneLine(line: string): [string, string | undefined] {
  const m = /^(.+?)\s+(?:bei|@)\s+(.+)$/.exec(line) ?? /^(.+?)(?:\s+[|–-]\s+|,\s+)(.+)$/.exec(line);
  return m ? [m[1], m[2]] : [line, undefined];
}

function workEntry(entry: CvEntry, index: number): ResumeWorkExperience | null {
  let [title, organization] =
    entry.lines.length === 1 ? splitOneLine(entry.lines[0]) : [entry.lines[0], entry.lines[1] as string | undefined];
  if (!title) return null;
  // The employer above the title: it is the line with a company's word or with a town after a comma.
  const located = (line: string) => organizationAndLocation(line).location !== undefined;
  const looksLikeEmployer = (line: string) => COMPANY.test(line) || located(line);
  if (organization && looksLikeEmployer(title) && !looksLikeEmployer(organization)) {
    [title, organization] = [organization, title];
  }
  const place = organization ? organizationAndLocation(organization) : undefined;
  return compact({
    id: entryId('work', index),
    jobTitle: title,
    companyName: place?.name,
    location: place?.location ?? (entry.lines[2] && TOWN_LINE.test(entry.lines[2]) ? entry.lines[2] : undefined),
    period: entry.period,
    summary: entry.summary.join('\n') || undefined,
  });
}

function educationEntry(entry: CvEntry, index: number, vocabularies: ImportVocabularies): ResumeEducation | null {
  const lines = entry.lines.length === 1 ? splitOneLine(entry.lines[0]).filter((l): l is string => !!l) : entry.lines;
  if (lines.length === 0) return null;
  const at = lines.findIndex((l) => INSTITUTION.test(l));
  const institutionLine = at >= 0 ? lines[at] : (lines[1] ?? lines[0]);
  const program = lines.find((l, i) => i !== (at >= 0 ? at : lines.indexOf(institutionLine)) && i < 2);
  const place = organizationAndLocation(institutionLine);
  const described = `${program ?? ''} ${institutionLine}`;
  const degree = DEGREES.find(([pattern]) => pattern.test(described))?.[1];
  return compact({
    id: entryId('education', index),
    institution: place.name,
    degreeLevel: vocabularies.degreeLevel.find((t) => t.label === degree)?.tid,
    fieldOfStudy: program ? termMatcher(vocabularies.fieldOfStudy)(program)?.tid : undefined,
    studyProgram: program,
    location: place.location,
    period: entry.period,
    summary: entry.summary.join('\n') || undefined,
  });
}

/** The proposal for the text of a CV (lines as the PDF or DOCX reader gives them). Pure. */
export function parseCv(text: string, vocabularies: ImportVocabularies): ResumeImportProposal {
  const lines = joinBrokenDates(
    text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
  const sections = splitSections(lines);
  const personal = [...linesOf(sections, 'head'), ...linesOf(sections, 'personal')];
  // Languages also stand in the skills or on a labelled line elsewhere ("Sprachen: Deutsch (Muttersprache)").
  const languageMatch = termMatcher(vocabularies.language);
  const languageLines = [...linesOf(sections, 'languages')];
  const skillSections = sections.flatMap((s) => {
    if (s.kind !== 'skills') {
      if (s.kind !== 'languages') languageLines.push(...s.lines.filter(isLanguagesLine));
      return [];
    }
    const split = splitLanguageLines(s.lines, languageMatch);
    languageLines.push(...split.languages);
    return [{ heading: s.heading, lines: split.rest }];
  });
  const languageLevels = parseLanguages(languageLines, languageMatch);
  const skills = parseSkills(skillSections, termMatcher(vocabularies.skill));
  const notes = languageLevels
    .filter((l) => l.level)
    .map((l) => `${l.name}: ${l.level}`)
    .join(', ');
  // The levels the resume offers (CEFR, native), for the languages that are terms.
  const levels = languageLevels.flatMap((l) => {
    const level = resumeLevel(l.level);
    return l.tid !== undefined && level ? [{ tid: l.tid, level }] : [];
  });
  const freeLanguages = languageLevels.filter((l) => l.tid === undefined).map((l) => l.name);
  return {
    personalInfo: parseContact(personal, lines),
    workExperience: sectionEntries(linesOf(sections, 'work')).flatMap((e, i) => workEntry(e, i) ?? []),
    education: sectionEntries(linesOf(sections, 'education')).flatMap(
      (e, i) => educationEntry(e, i, vocabularies) ?? [],
    ),
    languages: compact({
      tids: languageLevels.flatMap((l) => (l.tid === undefined ? [] : [l.tid])),
      free: freeLanguages.join(', ') || undefined,
      notes: notes || undefined,
      levels: levels.length > 0 ? levels : undefined,
    }),
    languageLevels,
    skills: compact({ tids: skills.terms.map((t) => t.tid), free: skills.free.join(', ') || undefined }),
  };
}
