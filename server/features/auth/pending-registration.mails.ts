import { REGISTRATION_LINK_LIFETIME_HOURS } from '../../../contract/pending-registration.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import { composeMail, mailTexts } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

/** The link that creates a waiting registration's account, in `language` (also when sent again). */
export function registrationLinkMail(input: {
  language: Language;
  to: string;
  username: string;
  link: string;
}): OutgoingMail {
  const { language, to, username, link } = input;
  const say = mailTexts(language);
  const hours = REGISTRATION_LINK_LIFETIME_HOURS;
  return composeMail({
    language,
    to,
    username,
    subject: say('mail.registration.subject'),
    paragraphs: [
      say('mail.registration.asked', { username }),
      say('mail.registration.expiry', { hours }),
      say('mail.registration.notYou', { hours }),
    ],
    action: { label: say('mail.registration.button'), href: link, lead: say('mail.registration.lead') },
  });
}
