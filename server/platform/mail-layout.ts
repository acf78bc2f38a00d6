import type { Language } from '../../contract/i18n/languages.ts';
import { translate, type MessageKey, type MessageValues } from '../../contract/i18n/messages.ts';
import { REALM_NAME } from '../../contract/site.ts';
import type { OutgoingMail } from './mailer.ts';
import './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The mail texts of `language` (`mail.*` keys), each given the realm's name as `{realm}`. */
export const mailTexts =
  (language: Language) =>
  (key: MessageKey & `mail.${string}`, values: MessageValues = {}): string =>
    translate(language, key, { realm: REALM_NAME, ...values });

/**
 * One of the site's mails in plain text and HTML, with the realm's look: a greeting, paragraphs, an
 * optional button with its link written out too, and the team's signature, in `language`.
 */
export function composeMail(input: {
  language: Language;
  to: string;
  subject: string;
  username: string;
  paragraphs: string[];
  /** `lead`: the line before the link in the plain text, where the HTML has its button. */
  action?: { label: string; href: string; lead?: string };
}): OutgoingMail {
  const { language, to, subject, username, paragraphs, action } = input;
  const say = mailTexts(language);
  const greeting = say('mail.layout.greeting', { username });
  const signature = say('mail.layout.signature');
  const lines = [greeting, ''];
  paragraphs.forEach((p, i) => {
    lines.push(p);
    // The link right after the first paragraph, where the HTML has its button.
    if (i === 0 && action) lines.push(...(action.lead ? [action.lead] : []), '', action.href);
    lines.push('');
  });
  lines.push(signature);
  const text = lines.join('\n');
  const button = action
    ? `<p style="margin:24px 0">
      <a href="${escapeHtml(action.href)}" style="background:#e5c060;color:#060a12;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a>
    </p>
    <p style="font-size:13px;color:#9ccbf0">${escapeHtml(say('mail.layout.openLink'))} <a href="${escapeHtml(action.href)}" style="color:#8fd3ff">${escapeHtml(action.href)}</a></p>`
    : '';
  const body = paragraphs.map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? button : ''}`).join('\n    ');
  const html = `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#060a12;color:#e8f4ff;font-family:Inter,Arial,sans-serif">
  <div style="max-width:520px;margin:0 auto;background:#0b1220;border:1px solid #3f93d6;border-radius:8px;padding:24px">
    <h1 style="margin:0 0 16px;font-family:Cinzel,Georgia,serif;color:#f3d98b;font-size:22px">${escapeHtml(REALM_NAME)}</h1>
    <p>${escapeHtml(greeting)}</p>
    ${body}
    <p>${escapeHtml(signature)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
