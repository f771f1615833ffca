import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfoRevisions, gdprConsentInfos, jobs, organizations, resumes } from '../db/schema';
import { plainTextExcerpt } from '../richtext/plain-text-excerpt';
import { termsByTid } from '../taxonomy/term-cache';
import { type KeptFile, listKeptFiles } from './kept-files';
import type { PersonalData } from './personal-data';
import type { DataSubject } from './user-rows';

/** A job as the export names it: its title and the employer as the job shows it, and its questions' wording. */
export type JobName = { title: string; employer: string; questions: Map<string, string> };
export type ConsentName = { type: string; revision: number; wording: string };
export type FileName = { name: string; path: string | null };

/**
 * Names for the ids the stored rows hold, so the export says "Pflegefachkraft bei Klinik Nord" instead of a
 * uuid. The columns of the export ask for what they need; the export asks twice: once to learn which ids
 * are named (a RecordingContext answers nothing), then with everything loaded in a few statements.
 */
export interface ExportContext {
  term(tid: unknown): string | null;
  job(id: unknown): JobName | null;
  organization(id: unknown): string | null;
  consent(revisionId: unknown): ConsentName | null;
  /** The desired job of a resume (a resume alert's hit): never the person's name. */
  resumeTitle(id: unknown): string | null;
  file(id: unknown): FileName | null;
  /** How long a file of the person stays (the kept files of "Meine Daten"). */
  keptFile(id: unknown): KeptFileRetention | null;
}

export type KeptFileRetention = Pick<KeptFile, 'retention' | 'deletesOn'>;

const idOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Remembers which ids the columns ask about; answers nothing. */
export class RecordingContext implements ExportContext {
  readonly jobs = new Set<string>();
  readonly organizations = new Set<string>();
  readonly consents = new Set<string>();
  readonly resumes = new Set<string>();

  private note(set: Set<string>, value: unknown): null {
    const id = idOf(value);
    if (id) set.add(id);
    return null;
  }
  term = () => null;
  job = (id: unknown) => this.note(this.jobs, id);
  organization = (id: unknown) => this.note(this.organizations, id);
  consent = (id: unknown) => this.note(this.consents, id);
  resumeTitle = (id: unknown) => this.note(this.resumes, id);
  file = () => null;
  keptFile = () => null;
}

const lookup =
  <T>(map: Map<string, T>) =>
  (value: unknown) =>
    map.get(idOf(value) ?? '') ?? null;

/** The names of everything the recording saw, read in one statement per kind of id. */
export async function loadExportContext(
  db: Db,
  seen: RecordingContext,
  data: PersonalData,
  subject: DataSubject,
): Promise<ExportContext> {
  const [terms, kept, jobRows, organizationRows, consentRows, resumeRows] = await Promise.all([
    termsByTid(db, []),
    listKeptFiles(db, subject),
    seen.jobs.size
      ? db
          .select({
            id: jobs.id,
            title: jobs.title,
            assignment: jobs.organizationAssignment,
            organization: organizations.name,
            questions: jobs.applicationQualifyingQuestions,
          })
          .from(jobs)
          .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
          .where(inArray(jobs.id, [...seen.jobs]))
      : [],
    seen.organizations.size
      ? db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, [...seen.organizations]))
      : [],
    seen.consents.size
      ? db
          .select({
            id: gdprConsentInfoRevisions.id,
            type: gdprConsentInfos.type,
            revision: gdprConsentInfoRevisions.revision,
            wording: gdprConsentInfoRevisions.text,
          })
          .from(gdprConsentInfoRevisions)
          .innerJoin(gdprConsentInfos, eq(gdprConsentInfos.id, gdprConsentInfoRevisions.infoId))
          .where(inArray(gdprConsentInfoRevisions.id, [...seen.consents]))
      : [],
    seen.resumes.size
      ? db
          .select({ id: resumes.id, preferences: resumes.jobPreferences })
          .from(resumes)
          .where(inArray(resumes.id, [...seen.resumes]))
      : [],
  ]);
  const files = new Map<string, FileName>(
    (data.tables.files ?? []).map((row) => [String(row.id), { name: String(row.original_name), path: null }]),
  );
  for (const file of data.files) files.set(file.id, { name: file.name, path: file.path });
  return {
    term: (tid) => (typeof tid === 'number' ? (terms.get(tid)?.label ?? null) : null),
    job: lookup(
      new Map(
        jobRows.map((row) => [
          row.id,
          {
            title: row.title,
            // docs/product.md §3 organizationAssignment: the employer the job was posted for, as its page shows it.
            employer: row.assignment ?? row.organization,
            questions: new Map((row.questions ?? []).map((q) => [q.id, q.question])),
          },
        ]),
      ),
    ),
    organization: lookup(new Map(organizationRows.map((row) => [row.id, row.name]))),
    consent: lookup(
      new Map(
        consentRows.map((row) => [
          row.id,
          { type: row.type, revision: row.revision, wording: plainTextExcerpt(row.wording, 20_000) },
        ]),
      ),
    ),
    resumeTitle: lookup(
      new Map(resumeRows.flatMap((row) => (row.preferences.title ? [[row.id, row.preferences.title]] : []))),
    ),
    file: lookup(files),
    keptFile: lookup(new Map(kept.map((file) => [file.id, { retention: file.retention, deletesOn: file.deletesOn }]))),
  };
}
