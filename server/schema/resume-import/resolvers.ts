import { z } from 'zod';
import messages from '../../../messages/de.json';
import { requireUser } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import { idArg, parseArgs } from '../../graphql/validation';
import type { ResumeImportProposal as Proposal } from '../../resume-import/parse-cv';
import {
  admitResumeImport,
  proposeResumeFromCv,
  ResumeImportError,
  type ResumeImportFailure,
} from '../../resume-import/propose-from-cv';
import { termsByTid } from '../../taxonomy/term-cache';
import type { MutationResolvers, ResumeImportProposal, TermRef } from '../generated/resolvers-types';
import { termPathAlias } from '../../taxonomy/term-path-alias';

const m = messages.resumeImport.errors;

const proposeArgs = z.object({ fileId: idArg });

const FAILURE_CODES: Record<ResumeImportFailure, 'NOT_FOUND' | 'BAD_USER_INPUT' | 'SERVICE_UNAVAILABLE'> = {
  notFound: 'NOT_FOUND',
  unsupportedType: 'BAD_USER_INPUT',
  tooLarge: 'BAD_USER_INPUT',
  unreadable: 'BAD_USER_INPUT',
  noText: 'BAD_USER_INPUT',
  timeout: 'SERVICE_UNAVAILABLE',
  busy: 'SERVICE_UNAVAILABLE',
};

/** The proposal on the wire: taxonomy tids with their labels, periods with an explicit `current`. */
async function shape(ctx: GraphQLContext, proposal: Proposal): Promise<ResumeImportProposal> {
  const terms = await termsByTid(ctx.db, []);
  const ref = (tid: number | undefined): TermRef | null => {
    const term = tid === undefined ? undefined : terms.get(tid);
    return term ? { tid: term.tid, label: term.label, pathAlias: termPathAlias(term.aliases, ctx.locale) } : null;
  };
  const refs = (tids: number[]) => tids.flatMap((tid) => ref(tid) ?? []);
  const period = (p: { start?: string; end?: string; current?: boolean }) => ({
    start: p.start ?? null,
    end: p.end ?? null,
    current: p.current === true,
  });
  return {
    personalInfo: proposal.personalInfo,
    workExperience: proposal.workExperience.map((w) => ({ ...w, period: period(w.period) })),
    education: proposal.education.map((e) => ({
      ...e,
      degreeLevel: ref(e.degreeLevel),
      fieldOfStudy: ref(e.fieldOfStudy),
      period: period(e.period),
    })),
    languages: { ...proposal.languages, terms: refs(proposal.languages.tids) },
    languageLevels: proposal.languageLevels.map((l) => ({ name: l.name, level: l.level, term: ref(l.tid) })),
    skills: { ...proposal.skills, terms: refs(proposal.skills.tids) },
  };
}

/**
 * proposeResumeFromCv: the signed-in owner's uploaded CV read into proposed resume fields (nothing saved).
 * Off where the site has no resumes or no import (docs/product.md §1 RESUME_FEATURE_ACTIVE, RESUME_IMPORT);
 * rate-limited per user before the file is read.
 */
export async function proposeFromCv(ctx: GraphQLContext, args: unknown): Promise<ResumeImportProposal> {
  const user = requireUser(ctx);
  const { fileId } = parseArgs(proposeArgs, args);
  if (!ctx.region.FEATURES.RESUME_FEATURE_ACTIVE || !ctx.region.FEATURES.RESUME_IMPORT) throw forbidden(m.disabled);
  const caller = { userId: user.id, regionId: ctx.region.id };
  const admitted = await admitResumeImport(ctx.db, caller);
  if (!admitted.allowed) {
    throw apiError('RATE_LIMITED', m.rateLimited, {
      status: 429,
      headers: { 'Retry-After': String(admitted.retryAfterSeconds) },
    });
  }
  try {
    return await shape(ctx, await proposeResumeFromCv(ctx.db, ctx.storage, caller, fileId));
  } catch (error) {
    if (!(error instanceof ResumeImportError)) throw error;
    throw apiError(FAILURE_CODES[error.reason], m[error.reason], {
      extensions: { field: 'fileId', reason: error.reason },
    });
  }
}

export const resumeImportMutations: Pick<MutationResolvers, 'proposeResumeFromCv'> = {
  proposeResumeFromCv: (_parent, args, ctx) => proposeFromCv(ctx, args),
};
