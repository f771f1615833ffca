import messages from '../../messages/de.json';
import { isAdminLikeRole } from '../auth/roles';

/**
 * Whom the contact form speaks to: people of the employer area (recruiters and the site's staff) with "Sie",
 * job seekers and visitors who are not signed in with "du", as the rest of the site does
 * (docs/product-decisions.md "Design, second pass").
 */
export type ContactAudience = 'seeker' | 'employer';

export const contactAudience = (roles: readonly string[]): ContactAudience =>
  roles.includes('recruiter') || isAdminLikeRole(roles) ? 'employer' : 'seeker';

const { du, ...sie } = messages.contact;
export type ContactTexts = typeof sie;

const seeker: ContactTexts = {
  ...sie,
  ...du,
  errors: { ...sie.errors, ...du.errors },
  mail: { ...sie.mail, ...du.mail },
};

/** The contact form's German texts in the audience's address; texts without one (uploads, limits) are shared. */
export const contactTexts = (audience: ContactAudience): ContactTexts => (audience === 'employer' ? sie : seeker);
