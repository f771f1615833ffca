/**
 * One occupation of the demo data: the title variants a German employer would really write, and what a job
 * ad for it says. All term references are taxonomy keys (taxonomy-data*.ts); occupations.test.ts checks them.
 */

/** Seniority: decides salary unit, years of experience and who may post it as a Minijob. */
export type Level = 'helfer' | 'fachkraft' | 'spezialist' | 'experte' | 'leitung';

/** The most flexible work mode the occupation allows; jobs pick this or something less flexible. */
export type WorkMode = 'vor-ort' | 'hybrid' | 'remote';

export type Occupation = {
  /** Stable key, referenced by the employer archetypes. */
  id: string;
  /** occupational_field key. */
  field: string;
  level: Level;
  /**
   * Title variants without gender marker. A variant ending in '@sued' is preferred in southern regions
   * (Bayern, Baden-Württemberg, Saarland), '@nord' elsewhere ("Schreiner@sued", "Tischler@nord").
   */
  titles: readonly string[];
  /** Monthly gross pay for full time in EUR, from a typical entry to a typical top salary. */
  pay: readonly [number, number];
  /** degree_level keys. */
  degrees: readonly string[];
  /** skill keys. */
  skills: readonly string[];
  /** "Ihre Aufgaben" bullets, written without pronouns so they work with "Sie" and "du". */
  tasks: readonly string[];
  /** "Ihr Profil" bullets, likewise pronoun-free. */
  profile: readonly string[];
  mode?: WorkMode;
  /** field_of_study keys (academic occupations). */
  study?: readonly string[];
  /** Ausbildung / duales Studium titles ("Ausbildung zum Kfz-Mechatroniker"). */
  training?: readonly string[];
  /** Werkstudent / Praktikum topics ("Softwareentwicklung"). */
  student?: readonly string[];
  /** Title suffixes ("für die Intensivstation"). */
  suffixes?: readonly string[];
  /** Share of part-time offers; default 0.2. */
  parttime?: number;
  minijob?: boolean;
  freelance?: boolean;
  /** Shift work (benefit "Zuschläge", profile "Schichtbereitschaft"). */
  shifts?: boolean;
  /** language keys besides Deutsch. */
  languages?: readonly string[];
};
