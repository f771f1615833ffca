import messages from '@/messages/de.json';

const errors = messages.resumeImport.errors;
type Known = keyof typeof errors;

/** Error codes of the API without a reason of their own, as the import step names them. */
const BY_CODE: Record<string, Known> = {
  RATE_LIMITED: 'rateLimited',
  FORBIDDEN: 'disabled',
  UNAUTHENTICATED: 'signedOut',
  NOT_FOUND: 'notFound',
  SERVICE_UNAVAILABLE: 'storageUnavailable',
  BAD_USER_INPUT: 'unsupportedType',
};

/** The import step's names for what went wrong: the reasons of uploads and imports, and a few of its own. */
export const isImportError = (reason: string): reason is Known => Object.hasOwn(errors, reason);

/** The German message for a refusal's reason or code (what went wrong travels in the page's URL). */
export function importErrorKey(reason: string): Known {
  if (isImportError(reason)) return reason;
  return BY_CODE[reason] ?? 'failed';
}

export const importErrorMessage = (reason: string) => errors[importErrorKey(reason)];
