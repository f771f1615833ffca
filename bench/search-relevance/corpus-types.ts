/**
 * The shapes of the judged corpus: occupations written by hand (titles as employers write them, tasks,
 * profile), employers, and the jobs generated from them. Occupation ids are this benchmark's own, not KldB
 * codes, so the judgements do not lean on the engine's classification.
 */

/** Employment types as the seed's taxonomy names them (server/seed/taxonomy-data.ts path aliases). */
export type EmploymentKey = 'vollzeit' | 'teilzeit' | 'minijob' | 'ausbildung';
/** Remote options as the seed's taxonomy names them. */
export type RemoteKey = 'hybrid' | 'remote';

export type Occupation = {
  /** This benchmark's id ("buchhaltung", "lager-helfer"); grades refer to it. */
  id: string;
  /** How many ads of it the corpus holds. */
  jobs: number;
  /** Titles of full-time (or open) positions. */
  titles: readonly string[];
  /** Titles that say part time: the job is Teilzeit only. */
  partTime?: readonly string[];
  /** Titles of Minijobs. */
  minijob?: readonly string[];
  /** Apprenticeship titles: Ausbildung, `training: true`. */
  training?: readonly string[];
  /** "Ihre Aufgaben": at least four, three are picked per ad. */
  tasks: readonly string[];
  /** "Ihr Profil": at least three, two or three per ad. */
  profile: readonly string[];
  /** Office work: some ads offer a hybrid or remote arrangement. */
  homeOffice?: boolean;
};

export type Employer = {
  name: string;
  slug: string;
  /** Occupation ids this employer advertises: a nurse's ad comes from a care home, a developer's from a software house. */
  hires: readonly string[];
  /** The ad's first paragraph: who is hiring. */
  intro: string;
  /** Area code of the contact line. */
  phone: string;
};

/** One ad of the corpus with the truth the grades are judged against. */
export type CorpusJob = {
  /** Stable within the corpus ("koch-07", "distractor-data-warehouse"). */
  key: string;
  occupation: string;
  title: string;
  /** Filtered HTML, as the posting wizard stores it. */
  description: string;
  employerSlug: string;
  employment: readonly EmploymentKey[];
  remote: readonly RemoteKey[];
  training: boolean;
};

/** A hand-written ad: its paragraphs become <p> blocks, the last one the contact line. */
export type DistractorRow = readonly [
  key: string,
  occupation: string,
  title: string,
  employerSlug: string,
  employment: readonly EmploymentKey[],
  paragraphs: readonly string[],
];
