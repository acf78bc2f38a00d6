import { RESET_LIFETIME_HOURS } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import { composeMail, mailTexts } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

/** The password reset mail, in `language`: the realm's name and the single-use link. */
export function passwordResetMail(input: {
  language: Language;
  to: string;
  username: string;
  link: string;
}): OutgoingMail {
  const { language, to, username, link } = input;
  const say = mailTexts(language);
  return composeMail({
    language,
    to,
    username,
    subject: say('mail.passwordReset.subject'),
    paragraphs: [
      say('mail.passwordReset.asked', { username }),
      say('mail.passwordReset.expiry', { hours: RESET_LIFETIME_HOURS }),
      say('mail.passwordReset.notYou'),
    ],
    action: { label: say('mail.passwordReset.button'), href: link, lead: say('mail.passwordReset.lead') },
  });
}
