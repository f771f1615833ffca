import { z } from 'zod';
import { requireUser } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import { idArg, parseArgs } from '../../graphql/validation';
import { completeResumeWizard } from '../../resumes/completeness';
import { loadOwnResume, setResumeVisibility } from '../../resumes/own-resume';
import { RESUME_SECTIONS, type ResumeSection, resumeMessages } from '../../resumes/resume-input';
import { saveResumeSection } from '../../resumes/save-section';
import type { MutationResolvers, QueryResolvers, SaveResumeResult } from '../generated/resolvers-types';
import { viewResumeAs } from '../resume-contacts/viewer-resume';
import { toResumeShape } from './resume-shape';

const ownerOf = (ctx: GraphQLContext) => ({ userId: requireUser(ctx).id, regionId: ctx.region.id });

/** Exactly one section; its fields are checked by the domain (resume-input.ts) with German messages. */
const sectionArgs = z.object({
  input: z
    .record(z.string(), z.unknown())
    .transform((input) => Object.entries(input).filter(([, value]) => value !== null && value !== undefined))
    .refine((given) => given.length === 1 && RESUME_SECTIONS.includes(given[0][0] as ResumeSection), {
      message: graphqlMessages.validation.invalid,
    })
    .transform(([[section, value]]) => ({ section: section as ResumeSection, value })),
  wizard: z.boolean().nullish(),
});

/** Lists arrive as arrays; the domain's schemas take them as { entries }. Nulls are "not given". */
function sectionValue(section: ResumeSection, value: unknown): Record<string, unknown> {
  const clean = JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v === null ? undefined : v))) as unknown;
  return section === 'education' || section === 'workExperience'
    ? { entries: clean }
    : (clean as Record<string, unknown>);
}

/** Problems of a list section are named as the argument is (workExperience.1.jobTitle). */
function withSection(section: ResumeSection, errors: Array<{ field: string; message: string }>) {
  return errors.map((e) => ({
    ...e,
    field: e.field.startsWith(`${section}.`) ? e.field : `${section}.${e.field.replace(/^entries\./, '')}`,
  }));
}

export const resumeQueries: Pick<QueryResolvers, 'myResume' | 'resume'> = {
  myResume: async (_parent, _args, ctx) => {
    const row = await loadOwnResume(ctx.db, ownerOf(ctx));
    return row && toResumeShape(row);
  },
  resume: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { id } = parseArgs(z.object({ id: idArg }), args);
    return toResumeShape((await viewResumeAs(ctx, user, id)).resume);
  },
};

export const resumeMutations: Pick<
  MutationResolvers,
  'saveResumeSection' | 'setResumeVisibility' | 'completeResumeWizard'
> = {
  saveResumeSection: async (_parent, args, ctx): Promise<SaveResumeResult> => {
    const owner = ownerOf(ctx);
    const { input, wizard } = parseArgs(sectionArgs, args);
    const saved = await saveResumeSection(ctx.db, owner, input.section, sectionValue(input.section, input.value), {
      wizard: !!wizard,
    });
    return { resume: saved.resume && toResumeShape(saved.resume), errors: withSection(input.section, saved.errors) };
  },
  setResumeVisibility: async (_parent, args, ctx) => {
    const owner = ownerOf(ctx);
    const { visible } = parseArgs(z.object({ visible: z.boolean() }), args);
    const row = await setResumeVisibility(ctx.db, owner, visible);
    if (!row) throw notFound(resumeMessages.notFound);
    return toResumeShape(row);
  },
  completeResumeWizard: async (_parent, _args, ctx) => {
    const owner = ownerOf(ctx);
    const done = await completeResumeWizard(ctx.db, owner, await loadOwnResume(ctx.db, owner));
    return { resume: done.resume && toResumeShape(done.resume), errors: done.errors };
  },
};
