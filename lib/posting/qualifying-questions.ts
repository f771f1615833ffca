import type { QualifyingQuestionInput } from '@/lib/graphql/generated/operations';

/** A new question starts as yes/no with "yes" qualifying: the common case ("Haben Sie einen Führerschein?"). */
export function addQuestion(list: readonly QualifyingQuestionInput[]): QualifyingQuestionInput[] {
  return [...list, { question: '', answerType: 'yes_no', expected: 'yes' }];
}

/** Changes one question; a text answer has no qualifying answer. */
export function changeQuestion(
  list: readonly QualifyingQuestionInput[],
  index: number,
  patch: Partial<QualifyingQuestionInput>,
): QualifyingQuestionInput[] {
  return list.map((q, i) => {
    if (i !== index) return q;
    const next = { ...q, ...patch };
    return next.answerType === 'text' ? { ...next, expected: null } : next;
  });
}

export function removeQuestion(list: readonly QualifyingQuestionInput[], index: number): QualifyingQuestionInput[] {
  return list.filter((_, i) => i !== index);
}

/** E-mail addresses as typed into one field, separated by commas, semicolons or spaces. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
