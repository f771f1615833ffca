import messages from '../../../messages/de.json';
import type { LanguageLevel, TimePeriod } from '../../db/schema';
import type { ResumeRow } from '../own-resume';

const m = messages.resume.pdfDocument;
const LEVELS = messages.resume.form.levels;

/** One block of the PDF: a heading and its entries (a bold first line, muted facts, a text). */
export type PdfEntry = { title: string; facts: string[]; text?: string };
export type PdfSection = { heading: string; entries: PdfEntry[] };

const month = (iso?: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
export const periodLine = (p: TimePeriod) => `${month(p.start)} – ${p.current ? m.today : month(p.end)}`;
const germanDate = (iso?: string) => (iso ? iso.split('-').reverse().join('.') : '');
/**
 * Parts of one line without those another part already says: an imported entry's field of study is often found
 * in its programme's words ("B.Sc. Informatik" · "Informatik"), and printing both reads as a repeated entry.
 */
export function withoutRepeats(parts: Array<string | undefined | null>): string[] {
  const given = parts.filter((part): part is string => !!part?.trim()).map((part) => part.trim());
  return given.filter((part, i) => {
    const lower = part.toLocaleLowerCase('de');
    return !given.some(
      (other, j) => j !== i && other.toLocaleLowerCase('de').includes(lower) && (other.length > part.length || j < i),
    );
  });
}
const join = (parts: Array<string | undefined | null | false>, by = ' · ') => parts.filter(Boolean).join(by);

/** A line of a free text as the PDF prints it: a bullet point (hanging indent) or a plain paragraph. */
export type PdfTextLine = { bullet: boolean; text: string };

const BULLET = /^\s*(?:[•●▪◦·‣∙*]|[-–—](?=\s))\s*/;

/**
 * A free text's lines as typed or imported: each bullet point ("•", "-", "*" …) on a line of its own, other
 * lines as paragraphs, blank lines dropped. Without this a summary's bullets run together into one line.
 */
export function pdfTextLines(text: string): PdfTextLine[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      BULLET.test(line)
        ? { bullet: true, text: line.replace(BULLET, '').trim() }
        : { bullet: false, text: line.trim() },
    )
    .filter((line) => line.text);
}

/**
 * What the PDF shows of a resume, section by section, with term labels. It prints what the row holds: the
 * caller decides (resume-view.ts) whether that includes the private fields, and passes the e-mail address only
 * where the reader may have it (the owner, an application's employer).
 */
export function resumePdfContent(resume: ResumeRow, labels: Map<number, string>, email?: string) {
  const names = (tids: number[]) =>
    tids
      .map((tid) => labels.get(tid))
      .filter(Boolean)
      .join(', ');
  const label = (tid?: number) => (tid === undefined ? undefined : labels.get(tid));
  const p = resume.personalInfo;
  const j = resume.jobPreferences;
  const facts: Array<[string, string]> = (
    [
      [m.email, email ?? ''],
      [m.phone, p.phone ?? ''],
      [m.birthday, germanDate(p.birthday)],
      [m.homeLocation, p.homeLocation?.label ?? ''],
    ] as Array<[string, string]>
  ).filter(([, value]) => value);
  const preferences: PdfEntry[] =
    j.title || j.desiredOccupation.length
      ? [
          {
            title: j.title ?? names(j.desiredOccupation),
            facts: [
              join([names(j.desiredOccupation) && `${m.desiredOccupation}: ${names(j.desiredOccupation)}`]),
              join([names(j.employmentType) && `${m.employmentType}: ${names(j.employmentType)}`]),
              join([j.desiredLocation && `${m.desiredLocation}: ${j.desiredLocation.label}`]),
              join([label(j.careerStatus) && `${m.careerStatus}: ${label(j.careerStatus)}`]),
              join([j.availableStart && `${m.availableStart}: ${germanDate(j.availableStart)}`]),
            ].filter(Boolean),
          },
        ]
      : [];
  const languageLevel = (tid: number) => {
    const level = resume.languages.levels?.find((l) => l.tid === tid)?.level as LanguageLevel | undefined;
    return join([labels.get(tid), level && LEVELS[level]], ' – ');
  };
  const sections: PdfSection[] = [
    { heading: m.jobPreferences, entries: preferences },
    {
      heading: m.workExperience,
      entries: resume.workExperience.map((w) => ({
        title: w.jobTitle,
        facts: [join([periodLine(w.period), w.companyName, w.location, label(w.employmentType)])],
        text: w.summary,
      })),
    },
    {
      heading: m.education,
      entries: resume.education.map((e) => ({
        title: join([e.institution, label(e.degreeLevel)]),
        facts: [join(withoutRepeats([periodLine(e.period), e.studyProgram, label(e.fieldOfStudy), e.location]))],
        text: e.summary,
      })),
    },
    {
      heading: m.languages,
      entries:
        resume.languages.tids.length || resume.languages.free
          ? [
              {
                title: '',
                facts: [...resume.languages.tids.map(languageLevel), resume.languages.free ?? ''].filter(Boolean),
                text: resume.languages.notes,
              },
            ]
          : [],
    },
    {
      heading: m.skills,
      entries:
        resume.skills.tids.length || resume.skills.free
          ? [
              {
                title: '',
                facts: [join([names(resume.skills.tids), resume.skills.free], ', ')],
                text: resume.skills.notes,
              },
            ]
          : [],
    },
  ];
  return {
    name: join([p.firstName, p.lastName], ' ') || m.untitled,
    facts,
    about: p.about,
    sections: sections.filter((s) => s.entries.length > 0),
  };
}
