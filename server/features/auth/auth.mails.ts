import { RESET_LIFETIME_HOURS } from '../../../contract/auth.ts';
import { REALM_NAME } from '../../../contract/site.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset mail: plain text and HTML, with the realm's name and the single-use link. */
export function passwordResetMail(input: { to: string; username: string; link: string }): OutgoingMail {
  const { to, username, link } = input;
  const subject = `Reset your ${REALM_NAME} password`;
  const text = [
    `Hello ${username},`,
    '',
    `Someone asked to reset the password of your ${REALM_NAME} account ${username}.`,
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${RESET_LIFETIME_HOURS} hours. Your new password is also the one`,
    'you type in the game.',
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    `— The ${REALM_NAME} team`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#060a12;color:#e8f4ff;font-family:Inter,Arial,sans-serif">
  <div style="max-width:520px;margin:0 auto;background:#0b1220;border:1px solid #3f93d6;border-radius:8px;padding:24px">
    <h1 style="margin:0 0 16px;font-family:Cinzel,Georgia,serif;color:#f3d98b;font-size:22px">${REALM_NAME}</h1>
    <p>Hello ${escapeHtml(username)},</p>
    <p>Someone asked to reset the password of your ${REALM_NAME} account <strong>${escapeHtml(username)}</strong>.</p>
    <p style="margin:24px 0">
      <a href="${escapeHtml(link)}" style="background:#e5c060;color:#060a12;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600">Choose a new password</a>
    </p>
    <p style="font-size:13px;color:#9ccbf0">Or open this link: <a href="${escapeHtml(link)}" style="color:#8fd3ff">${escapeHtml(link)}</a></p>
    <p>The link works once and expires in ${RESET_LIFETIME_HOURS} hours. Your new password is also the one you type in the game.</p>
    <p>If you did not ask for this, ignore this mail: your password stays as it is.</p>
    <p>— The ${REALM_NAME} team</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
