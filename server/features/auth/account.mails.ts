import { EMAIL_CHANGE_LIFETIME_HOURS } from '../../../contract/account.ts';
import { REALM_NAME } from '../../../contract/site.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

/* The notices of the player's account area; each tells what to do if it was not them. */

const notMe = (site: string) =>
  `If this was not you, reset your password at once (${site}/auth/forgot-password) and tell the team.`;

export function passwordChangedMail(input: { to: string; username: string; site: string }): OutgoingMail {
  return composeMail({
    to: input.to,
    username: input.username,
    subject: `Your ${REALM_NAME} password was changed`,
    paragraphs: [
      `The password of your ${REALM_NAME} account ${input.username} was changed. It is also the password you type in the game; every other signed-in device has been signed out.`,
      notMe(input.site),
    ],
  });
}

/** To the new address: the link that makes the change. */
export function emailConfirmMail(input: { to: string; username: string; link: string }): OutgoingMail {
  return composeMail({
    to: input.to,
    username: input.username,
    subject: `Confirm the new e-mail of your ${REALM_NAME} account`,
    paragraphs: [
      `Someone asked to use this address for the ${REALM_NAME} account ${input.username}. To confirm it, open the link below.`,
      `The link works once and expires in ${EMAIL_CHANGE_LIFETIME_HOURS} hours. If you did not ask for this, ignore this mail: nothing changes.`,
    ],
    action: { label: 'Confirm this address', href: input.link },
  });
}

/** To the old address, when the change is asked: there is still time to stop it. */
export function emailChangeRequestedMail(input: {
  to: string;
  username: string;
  newEmail: string;
  site: string;
}): OutgoingMail {
  return composeMail({
    to: input.to,
    username: input.username,
    subject: `A new e-mail was asked for your ${REALM_NAME} account`,
    paragraphs: [
      `Someone signed in as ${input.username} asked to change its e-mail to ${input.newEmail}. The address changes only when the link sent there is followed.`,
      `If this was not you, change your password now in your account (${input.site}/account): that cancels the change.`,
    ],
  });
}

export function twoFactorChangedMail(input: {
  to: string;
  username: string;
  on: boolean;
  site: string;
}): OutgoingMail {
  return composeMail({
    to: input.to,
    username: input.username,
    subject: `Two-factor sign-in was turned ${input.on ? 'on' : 'off'} for your ${REALM_NAME} account`,
    paragraphs: [
      input.on
        ? `Two-factor sign-in is now on for ${input.username}: the site and the game ask for the code from your authenticator app after your password.`
        : `Two-factor sign-in is now off for ${input.username}: the site and the game ask only for your password.`,
      notMe(input.site),
    ],
  });
}
