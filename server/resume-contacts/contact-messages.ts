import messages from '../../messages/de.json';

/** The contact requests' server messages (recruiters "Sie", the candidate's mail "du"). */
export const contactMessages = messages.resumeContacts;

/** Longest message a recruiter may send with a request: a few sentences, not a cover letter. */
export const CONTACT_MESSAGE_MAX = 1000;
