import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { escapeHtml, fill, htmlMail } from '../mail/template';

const t = messages.resumeAlerts.mail;

/**
 * A found resume as the mail shows it: only what the search's list shows (server/search/resume-hit.ts),
 * terms already as labels. The type has no room for a name, phone, birthday, home location or e-mail.
 */
export type MailedResume = {
  title: string | null;
  occupations: string[];
  yearsOfExperience: number;
  desiredLocation: string | null;
  skills: string[];
  url: string;
};

const experience = (years: number) =>
  years === 0 ? t.experienceNone : years === 1 ? t.experienceOne : fill(t.experienceMany, { years });

/** The lines of one resume: its title, then occupation, experience and "Raum …", then skills. */
function resumeLines(r: MailedResume): string[] {
  const facts = [...r.occupations, experience(r.yearsOfExperience)];
  if (r.desiredLocation) facts.push(fill(t.place, { place: r.desiredLocation }));
  const lines = [r.title ?? t.untitled, facts.join(' · ')];
  if (r.skills.length) lines.push(fill(t.skills, { skills: r.skills.join(', ') }));
  return lines;
}

/** The new resumes of an alert ("Sie"), each with its link, the link to every hit and to unsubscribe. */
export function renderResumeAlertMail(input: {
  siteName: string;
  label: string;
  resumes: MailedResume[];
  searchUrl: string;
  unsubscribeUrl: string;
  buttonColor: string;
}): RenderedMail {
  const vars = { site: input.siteName, label: input.label, count: input.resumes.length, url: input.unsubscribeUrl };
  const intro = fill(t.intro, vars);
  const unsubscribe = fill(t.unsubscribe, vars);
  const footer = fill(t.footer, vars);
  const list = input.resumes
    .map((r) => {
      const [title, ...rest] = resumeLines(r);
      const details = rest.map((line) => `<br>${escapeHtml(line)}`).join('');
      return `<li style="margin:0 0 12px"><a href="${escapeHtml(r.url)}" style="font-weight:bold">${escapeHtml(title)}</a>${details}</li>`;
    })
    .join('\n');
  return {
    subject: fill(input.resumes.length === 1 ? t.subjectOne : t.subject, vars),
    text:
      [
        intro,
        ...input.resumes.map((r) => [...resumeLines(r), r.url].join('\n')),
        `${t.more}: ${input.searchUrl}`,
        unsubscribe,
        '--',
        footer,
      ].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.siteName,
      before: [intro],
      blockHtml: `<ul style="padding-left:20px">${list}</ul>`,
      button: { href: input.searchUrl, label: t.more, color: input.buttonColor },
      after: [unsubscribe],
      footer,
    }),
  };
}
