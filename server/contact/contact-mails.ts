import type { RenderedMail } from '../mail/sign-in-mail';
import { fill, htmlMail } from '../mail/template';
import { type ContactAudience, contactTexts } from './contact-texts';

export type ContactMailInput = {
  site: { siteName: string; siteUrl: string; buttonColor: string; recipient: string };
  message: { name: string; email: string; subject: string; body: string };
  /** The sender was signed in with the very address they gave (a confirmed account's address). */
  fromOwnAccount: boolean;
  /** Whom the sender's copy addresses: "Hallo" and "du", or "Guten Tag" and "Sie" for the employer area. */
  audience: ContactAudience;
  attachmentNames: string[];
};

/** A subject line from typed text: one line (no header folding games), at most 200 characters. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

function mail(input: ContactMailInput, subject: string, before: string[], footer: string): RenderedMail {
  const t = contactTexts(input.audience).mail;
  return {
    subject,
    text: [...before, input.site.siteUrl, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.site.siteName,
      before,
      button: {
        href: input.site.siteUrl,
        label: fill(t.button, { site: input.site.siteName }),
        color: input.site.buttonColor,
      },
      after: [],
      footer,
    }),
  };
}

/** The site team's mail: who wrote, from which kind of sender, the message; the files go along as attachments. */
export function renderTeamMail(input: ContactMailInput): RenderedMail {
  const { message, site } = input;
  // The team's own mail speaks to the team, whoever wrote.
  const t = contactTexts('employer').mail;
  const vars = { site: site.siteName, name: oneLine(message.name), email: message.email, recipient: site.recipient };
  const before = [
    fill(t.intro, vars),
    fill(input.fromOwnAccount ? t.account : t.anonymous, vars),
    `${oneLine(message.subject)}\n\n${message.body}`,
    ...(input.attachmentNames.length ? [fill(t.attachments, { names: input.attachmentNames.join(', ') })] : []),
    fill(t.reply, vars),
  ];
  return mail(
    input,
    fill(t.subject, { site: site.siteName, subject: oneLine(message.subject) }),
    before,
    fill(t.footer, vars),
  );
}

/**
 * The sender's copy. The address is nobody's confirmed one unless the sender was signed in with it, so only
 * then does the copy repeat what was typed; otherwise it carries only our own text, and the form cannot be
 * used to mail a stranger someone else's words (docs/security.md). Attachments never go along.
 */
export function renderSenderCopy(input: ContactMailInput): RenderedMail {
  const { message, site } = input;
  const t = contactTexts(input.audience).mail;
  const vars = { site: site.siteName, name: oneLine(message.name) };
  // Even the name is typed text: only a signed-in sender's copy uses it.
  const greeting = input.fromOwnAccount ? fill(t.copyGreeting, vars) : t.copyGreetingAnonymous;
  const before = [
    `${greeting}\n${fill(t.copyIntro, vars)}`,
    ...(input.fromOwnAccount ? [`${fill(t.copyText, { subject: oneLine(message.subject) })}\n\n${message.body}`] : []),
    ...(input.attachmentNames.length ? [fill(t.copyAttachments, { count: input.attachmentNames.length })] : []),
  ];
  return mail(input, fill(t.copySubject, vars), before, fill(t.copyFooter, vars));
}
