/** An organization as the block list and its suggestions name it. */
export type BlockedCompany = { id: string; name: string };

/**
 * The block list island's state (components/resume/blocked-companies.tsx), answered by its server action
 * (resumePrivacyAction in lib/actions/resume-actions.ts) with or without JavaScript: the list as stored, what was
 * typed (kept on an error), the German error next to the field, what to pick from when a name named nothing, what
 * was done (the island words it), and a count of answers, so the island knows a new one came.
 */
export type BlockFormState = {
  blocked: BlockedCompany[];
  typed: string;
  error: string | null;
  suggestions: BlockedCompany[];
  notice: { kind: 'added' | 'removed'; names: string } | null;
  round: number;
};

export const blockFormState = (blocked: BlockedCompany[], round = 0): BlockFormState => ({
  blocked,
  typed: '',
  error: null,
  suggestions: [],
  notice: null,
  round,
});
