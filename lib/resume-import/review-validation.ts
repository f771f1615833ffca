import { z } from 'zod';
import type { ConfirmedImport } from '@/lib/data/resume-import';
import messages from '@/messages/de.json';
import type { EntryValues, ReviewValues } from './review-values';

const v = messages.resumeImport.validation;
const tooLong = (max: number) => v.tooLong.replace('{max}', String(max));

/** Field name (as in the form) → German message. */
export type ReviewErrors = Record<string, string>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .transform((s) => s || undefined);
const requiredText = (max: number) => z.string().trim().min(1, v.required).max(max, tooLong(max));
/** MM/JJJJ → YYYY-MM; empty stays absent. */
const optionalMonth = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (!s) return undefined;
    const m = /^(0?[1-9]|1[0-2])\s*[/.]\s*((?:19|20)\d{2})$/.exec(s);
    if (m) return `${m[2]}-${m[1].padStart(2, '0')}`;
    ctx.addIssue({ code: 'custom', message: v.month });
    return z.NEVER;
  });
/** TT.MM.JJJJ → ISO date (a real day, not in the future); empty stays absent. */
const birthday = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (!s) return undefined;
    const m = /^(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})$/.exec(s);
    const [d, mo, y] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (m && date.getUTCMonth() === mo - 1 && date <= new Date()) return date.toISOString().slice(0, 10);
    ctx.addIssue({ code: 'custom', message: v.date });
    return z.NEVER;
  });

/** A work entry needs its job title, an education entry its institution. */
const entrySchema = (required: 'title' | 'organization') =>
  z
    .object({
      title: required === 'title' ? requiredText(200) : optionalText(200),
      organization: required === 'organization' ? requiredText(200) : optionalText(200),
      location: optionalText(200),
      start: optionalMonth,
      end: optionalMonth,
      current: z.boolean(),
      summary: optionalText(4000),
    })
    .superRefine((e, ctx) => {
      if (e.start && e.end && !e.current && e.end < e.start) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: v.endBeforeStart });
      }
    });

const personalSchema = z.object({
  salutation: z.enum(['', 'mr', 'ms']).transform((s) => s || undefined),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40).refine((p) => !p || /^\+?[\d\s/()-]{5,}$/.test(p), v.phone),
  birthday,
  homeLocationText: optionalText(200),
});

function collect(errors: ReviewErrors, prefix: string, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) errors[[prefix, ...issue.path].join('.')] ??= issue.message;
}

const period = (e: { start?: string; end?: string; current: boolean }) => ({
  ...(e.start ? { start: e.start } : {}),
  ...(e.current ? { current: true } : e.end ? { end: e.end } : {}),
});

function entries(errors: ReviewErrors, list: 'work' | 'education', values: EntryValues[]) {
  return values.flatMap((entry, i) => {
    if (!entry.include) return [];
    const parsed = entrySchema(list === 'work' ? 'title' : 'organization').safeParse(entry);
    collect(errors, `${list}.${i}`, parsed);
    return parsed.success ? [{ entry, parsed: parsed.data }] : [];
  });
}

/** The confirmed fields in the resume's shapes, or the German message of each field to fix. */
export function validateReview(
  values: ReviewValues,
): { ok: true; confirmed: ConfirmedImport } | { ok: false; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const personal = personalSchema.safeParse(values.personal);
  collect(errors, 'personal', personal);
  const work = entries(errors, 'work', values.work);
  const education = entries(errors, 'education', values.education);
  const languagesFree = optionalText(500).safeParse(values.languagesFree);
  collect(errors, 'languagesFree', languagesFree);
  const skillsFree = optionalText(1000).safeParse(values.skillsFree);
  collect(errors, 'skillsFree', skillsFree);
  if (!personal.success || !languagesFree.success || !skillsFree.success || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  const languages = values.languages.filter((l) => l.include);
  const notes = languages
    .filter((l) => l.level.trim())
    .map((l) => `${l.label}: ${l.level.trim().slice(0, 40)}`)
    .join(', ');
  const compact = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as T;
  return {
    ok: true,
    confirmed: {
      personalInfo: compact(personal.data),
      workExperience: work.map(({ entry, parsed }) =>
        compact({
          id: entry.id,
          jobTitle: parsed.title ?? '',
          companyName: parsed.organization,
          location: parsed.location,
          period: period(parsed),
          summary: parsed.summary,
        }),
      ),
      education: education.map(({ entry, parsed }) =>
        compact({
          id: entry.id,
          institution: parsed.organization ?? '',
          studyProgram: parsed.title,
          degreeLevel: entry.degreeLevel?.tid,
          fieldOfStudy: entry.fieldOfStudy?.tid,
          location: parsed.location,
          period: period(parsed),
          summary: parsed.summary,
        }),
      ),
      languages: compact({ tids: languages.map((l) => l.tid), free: languagesFree.data, notes: notes || undefined }),
      skills: compact({ tids: values.skills.filter((s) => s.include).map((s) => s.tid), free: skillsFree.data }),
    },
  };
}
