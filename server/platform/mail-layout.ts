import { REALM_NAME } from '../../contract/site.ts';
import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * One of the site's mails in plain text and HTML, with the realm's look: a greeting, paragraphs, an
 * optional button with its link written out too, and the team's signature.
 */
export function composeMail(input: {
  to: string;
  subject: string;
  username: string;
  paragraphs: string[];
  action?: { label: string; href: string };
}): OutgoingMail {
  const { to, subject, username, paragraphs, action } = input;
  const lines = [`Hello ${username},`, ''];
  paragraphs.forEach((p, i) => {
    lines.push(p, '');
    // The link right after the first paragraph, where the HTML has its button.
    if (i === 0 && action) lines.push(action.href, '');
  });
  lines.push(`— The ${REALM_NAME} team`);
  const text = lines.join('\n');
  const button = action
    ? `<p style="margin:24px 0">
      <a href="${escapeHtml(action.href)}" style="background:#e5c060;color:#060a12;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a>
    </p>
    <p style="font-size:13px;color:#9ccbf0">Or open this link: <a href="${escapeHtml(action.href)}" style="color:#8fd3ff">${escapeHtml(action.href)}</a></p>`
    : '';
  const body = paragraphs.map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? button : ''}`).join('\n    ');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#060a12;color:#e8f4ff;font-family:Inter,Arial,sans-serif">
  <div style="max-width:520px;margin:0 auto;background:#0b1220;border:1px solid #3f93d6;border-radius:8px;padding:24px">
    <h1 style="margin:0 0 16px;font-family:Cinzel,Georgia,serif;color:#f3d98b;font-size:22px">${REALM_NAME}</h1>
    <p>Hello ${escapeHtml(username)},</p>
    ${body}
    <p>— The ${REALM_NAME} team</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
