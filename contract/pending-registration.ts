import { z } from 'zod';
import { LoginRequestSchema } from './auth.ts';
import { text } from './i18n/text.ts';

/*
 * REGISTRATION_EMAIL_VERIFICATION=required: a registration waits for the link mailed to its address
 * before the game account exists (docs/product.md §2.5, ADR 027).
 */

/** How long a registration waits for its link, and how long each link works. */
export const REGISTRATION_LINK_LIFETIME_HOURS = 24;

/** New links asked for from the sign-in screen: each sends a mail, so a registration and a source get a few. */
export const REGISTRATION_RESEND_LIMITS = { perRegistrationPerHour: 3, perSourcePerHour: 10 } as const;

export const PENDING_REGISTRATION_MESSAGES = {
  linkSent: (email: string) =>
    text('api.registration.linkSent', { email, hours: REGISTRATION_LINK_LIFETIME_HOURS }),
  /** Sign-in with the right password before the link was followed (403 REGISTRATION_PENDING). */
  pending: (email: string) => text('api.registration.pending', { email }),
  linkResent: (email: string) => text('api.registration.linkResent', { email }),
  linkInvalid: text('rule.registration.linkInvalid'),
  tooManyResends: text('api.rateLimit.registrationResends'),
  tooManyResendsFromSource: text('api.rateLimit.registrationResendsFromSource'),
} as const;

/** The 202 answer to a registration that waits for its link. */
export const RegistrationPendingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** The address the link went to, as typed. */
    email: z.string(),
    /** How long the link works. */
    linkHours: z.number().int(),
  }),
});
export type RegistrationPendingResponse = z.infer<typeof RegistrationPendingResponseSchema>;

/** `{ token }` from the link `/auth/confirm?token=…`. */
export const ConfirmRegistrationRequestSchema = z.object({
  token: z
    .string({ error: PENDING_REGISTRATION_MESSAGES.linkInvalid })
    .min(1, PENDING_REGISTRATION_MESSAGES.linkInvalid)
    .max(200, PENDING_REGISTRATION_MESSAGES.linkInvalid),
});

/** A new link, asked for with what the sign-in form holds: the name (or the address) and the password. */
export const ResendRegistrationRequestSchema = LoginRequestSchema.pick({ username: true, password: true });
export type ResendRegistrationRequest = z.infer<typeof ResendRegistrationRequestSchema>;
