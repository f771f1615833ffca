/**
 * The docs/product.md §3 resume sections as the owner edits them, and their docs/product.md §2 paths
 * (/lebenslauf/edit/<slug>).
 */
export const SECTION_SLUGS = {
  'personal-info': 'personalInfo',
  'job-preferences': 'jobPreferences',
  'work-experience': 'workExperience',
  education: 'education',
  languages: 'languages',
  skills: 'skills',
} as const;
export type SectionSlug = keyof typeof SECTION_SLUGS;
export type SectionKey = (typeof SECTION_SLUGS)[SectionSlug];

export const SECTION_ORDER = Object.keys(SECTION_SLUGS) as SectionSlug[];

export const slugOf = (key: SectionKey): SectionSlug =>
  SECTION_ORDER.find((slug) => SECTION_SLUGS[slug] === key) as SectionSlug;

export function isSectionSlug(value: string): value is SectionSlug {
  return Object.hasOwn(SECTION_SLUGS, value);
}

/** The wizard's steps after import (docs/product.md §2 /resume/wizard/{import,job-preferences,personal-info}). */
export const WIZARD_STEPS = ['import', 'job-preferences', 'personal-info'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The internal path of a section's editor, or of a wizard step. */
export const editPath = (slug: SectionSlug) => `internal:/resume/edit/${slug}` as const;
export const wizardPath = (step: WizardStep) => `internal:/resume/wizard/${step}` as const;
