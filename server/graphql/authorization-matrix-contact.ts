import { all, anyTarget, type Caller, type Cell, ownOnly } from './authorization-matrix-types';

/**
 * Contact requests in the authorization matrix. The recruiter's resume view and asking for contact
 * are for recruiters and admin-like users (own: the caller's own resume, which the owner sees and cannot ask
 * for; another: someone else's visible, complete resume); the sent list is theirs too. Every signed-in user
 * reads the requests they received and decides on their own (own: a request for the caller's resume;
 * another: one for someone else's). Which fields each caller sees: the property test in
 * server/schema/resume-contacts/private-fields.property.test.ts.
 */
export const CONTACT_OPERATIONS = [
  'recruiterResume',
  'myResumeContactRequests',
  'sentResumeContactRequests',
  'requestResumeContact',
  'decideResumeContactRequest',
] as const;
type ContactOperation = (typeof CONTACT_OPERATIONS)[number];

export const CONTACT_TARGETED = {
  recruiterResume: 'resume',
  requestResumeContact: 'resume',
  decideResumeContactRequest: 'contact_request',
} as const satisfies Partial<Record<ContactOperation, string>>;

const refusedToken = (caller: Caller) =>
  caller === 'anonymous' || caller === 'forged_token' || caller === 'expired_token';

export function contactCells(caller: Caller): Record<ContactOperation, Cell> {
  if (refusedToken(caller))
    return {
      recruiterResume: all('UNAUTHENTICATED'),
      myResumeContactRequests: 'UNAUTHENTICATED',
      sentResumeContactRequests: 'UNAUTHENTICATED',
      requestResumeContact: all('UNAUTHENTICATED'),
      decideResumeContactRequest: all('UNAUTHENTICATED'),
    };
  // A job seeker is refused before the resume is looked at, even their own.
  const recruiting = caller !== 'applicant';
  return {
    recruiterResume: recruiting ? anyTarget : all('FORBIDDEN'),
    myResumeContactRequests: 'data',
    sentResumeContactRequests: recruiting ? 'data' : 'FORBIDDEN',
    requestResumeContact: recruiting ? anyTarget : all('FORBIDDEN'),
    decideResumeContactRequest: ownOnly,
  };
}
