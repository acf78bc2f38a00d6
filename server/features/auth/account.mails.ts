import { EMAIL_CHANGE_LIFETIME_HOURS } from '../../../contract/account.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import { composeMail, mailTexts } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

/* The notices of the player's account area, in `language`; each tells what to do if it was not them. */

interface Recipient {
  language: Language;
  to: string;
  username: string;
}

const notMe = (language: Language, site: string) =>
  mailTexts(language)('mail.account.notYou', { link: `${site}/auth/forgot-password` });

export function passwordChangedMail(input: Recipient & { site: string }): OutgoingMail {
  const say = mailTexts(input.language);
  return composeMail({
    ...input,
    subject: say('mail.passwordChanged.subject'),
    paragraphs: [
      say('mail.passwordChanged.body', { username: input.username }),
      notMe(input.language, input.site),
    ],
  });
}

/** To the new address: the link that makes the change. */
export function emailConfirmMail(input: Recipient & { link: string }): OutgoingMail {
  const say = mailTexts(input.language);
  return composeMail({
    ...input,
    subject: say('mail.emailConfirm.subject'),
    paragraphs: [
      say('mail.emailConfirm.asked', { username: input.username }),
      say('mail.emailConfirm.expiry', { hours: EMAIL_CHANGE_LIFETIME_HOURS }),
    ],
    action: { label: say('mail.emailConfirm.button'), href: input.link },
  });
}

/**
 * To an address an account holds already, when another account asks to use it: the request goes no
 * further, and the answer the asker gets says nothing of it.
 */
export function emailInUseMail(input: Recipient & { site: string }): OutgoingMail {
  const say = mailTexts(input.language);
  return composeMail({
    ...input,
    subject: say('mail.emailInUse.subject'),
    paragraphs: [
      say('mail.emailInUse.asked'),
      say('mail.emailInUse.notYou', { link: `${input.site}/account` }),
    ],
  });
}

/** To the old address, when the change is asked: there is still time to stop it. */
export function emailChangeRequestedMail(
  input: Recipient & { newEmail: string; site: string },
): OutgoingMail {
  const say = mailTexts(input.language);
  return composeMail({
    ...input,
    subject: say('mail.emailChangeRequested.subject'),
    paragraphs: [
      say('mail.emailChangeRequested.asked', { username: input.username, email: input.newEmail }),
      say('mail.emailChangeRequested.notYou', { link: `${input.site}/account` }),
    ],
  });
}

export function twoFactorChangedMail(input: Recipient & { on: boolean; site: string }): OutgoingMail {
  const say = mailTexts(input.language);
  return composeMail({
    ...input,
    subject: say(input.on ? 'mail.twoFactorOn.subject' : 'mail.twoFactorOff.subject'),
    paragraphs: [
      say(input.on ? 'mail.twoFactorOn.body' : 'mail.twoFactorOff.body', { username: input.username }),
      notMe(input.language, input.site),
    ],
  });
}
