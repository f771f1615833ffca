/** `{name}` placeholders filled from vars; unknown placeholders stay as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Text paragraphs → HTML paragraphs (escaped, line breaks kept). */
export function htmlParagraphs(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}

/**
 * A simple, widely supported mail layout: one column, the site name on top, one button. `blockHtml` is
 * markup built by the caller from escaped parts (a list of jobs), placed before the button.
 */
export function htmlMail(options: {
  siteName: string;
  before: string[];
  blockHtml?: string;
  button: { href: string; label: string; color: string };
  after: string[];
  footer: string;
}): string {
  const { siteName, before, blockHtml = '', button, after, footer } = options;
  const href = escapeHtml(button.href);
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(siteName)}</p>
${htmlParagraphs(before)}
${blockHtml}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${escapeHtml(button.color)};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">${href}</p>
${htmlParagraphs(after)}
<p style="margin:24px 0 0;font-size:12px;color:#52606d">${escapeHtml(footer)}</p>
</div>
</body></html>`;
}

/**
 * The plain text and HTML of a mail with one button: paragraphs, the button's link (in the text on a line of its
 * own), more paragraphs and the footer after `--`.
 */
export function buttonMail(options: {
  siteName: string;
  before: string[];
  button: { href: string; label: string; color: string };
  after: string[];
  footer: string;
}): { text: string; html: string } {
  const { before, button, after, footer } = options;
  return {
    text: [...before, button.href, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail(options),
  };
}
