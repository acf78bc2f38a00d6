import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackendUserSchema,
  CaptchaChallengeSchema,
  LoginRequestSchema,
  ProfileUpdatedResponseSchema,
  RegisterRequestSchema,
  ResetPasswordConfirmSchema,
  ResetPasswordRequestSchema,
  SignedInResponseSchema,
  UpdateProfileRequestSchema,
  ValidateTokenRequestSchema,
} from '../../../contract/auth.ts';
import { dataEnvelope, MessageEnvelopeSchema } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { RegistrationPendingResponseSchema } from '../../../contract/pending-registration.ts';
import { text } from '../../../contract/i18n/text.ts';
import { rememberLanguage } from '../../accounts/mail-language.ts';
import type { AppContext } from '../../app-context.ts';
import { upperOnlyLatin } from '../../game/srp6.ts';
import { bearerToken } from '../../platform/auth-guard.ts';
import { fromAcceptLanguage } from '../../web/page-language.ts';
import { createAttemptLimiter } from '../../platform/rate-limit.ts';
import { say } from '../../platform/texts.ts';
import { CAPTCHA_MESSAGES } from './captcha.ts';
import { createPasswordAttempts, PASSWORD_LIMITS } from './password-attempts.ts';
import { endSession, findLiveSession } from '../../platform/sessions.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { registerPendingRegistrationRoutes } from './pending-registration.routes.ts';
import { updateProfile } from './account.service.ts';
import * as service from './auth.service.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

const clientOf = (request: FastifyRequest): service.ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  language: fromAcceptLanguage(request.headers['accept-language']),
});

/** Registration, sign-in, sessions (ADR 005), profile and password reset (docs/product.md §7.2, §10). */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { config, dbs, core, guards, mailer, background, emailLookup, twoFactor, captcha, signInCount },
) => {
  const deps: service.AuthDeps = {
    dbs,
    config,
    core,
    mailer,
    log: app.log,
    background: (what, task) => background.run(what, task),
    twoFactor,
    emailLookup,
    signInCount,
  };

  // Wrong passwords, at sign-in and on the profile alike (password-attempts.ts, ADR 005).
  const passwordGuard = createPasswordAttempts(app, dbs.web, text('api.rateLimit.signIn'));
  registerAccountRoutes(app, { deps, guards, passwordGuard, clientOf });
  const pendingRegistrations = registerPendingRegistrationRoutes(app, { deps, passwordGuard, clientOf });
  const resetsByAddress = createAttemptLimiter(app, {
    name: 'reset-email',
    max: 3,
    timeWindowMs: HOUR,
    message: text('api.rateLimit.resetsByAddress'),
  });

  // The proof-of-work challenge the forms solve (ADR 026); none is asked for when it is off.
  if (captcha.on) {
    app.get(
      '/auth/challenge',
      {
        schema: {
          tags: ['auth'],
          summary:
            'A proof-of-work challenge (ALTCHA) to solve and send as `altcha` with a registration, a reset request or a sign-in that asks for one; valid 10 minutes, once',
          response: { 200: dataEnvelope(CaptchaChallengeSchema) },
        },
      },
      async () => ({ success: true as const, data: await captcha.challenge() }),
    );
  }

  app.post(
    '/auth/register',
    {
      config: {
        rateLimit: { max: 5, timeWindow: HOUR, hook: 'preHandler' },
        rateLimitMessage: text('api.rateLimit.register'),
      },
      schema: {
        tags: ['auth'],
        summary:
          'Create a game account (the site account is the game account) and sign in; needs a solved challenge as altcha (400 CAPTCHA_REQUIRED); with REGISTRATION_EMAIL_VERIFICATION=required, 202: the account waits for the link mailed to its address',
        body: RegisterRequestSchema,
        response: { 201: SignedInResponseSchema, 202: RegistrationPendingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await captcha.redeem(request.body.altcha);
      if (config.registrationEmailVerification) return pendingRegistrations.register(request, reply);
      const { user, token } = await service.register(deps, request.body, clientOf(request));
      return reply
        .status(201)
        .send({ success: true, user, token, message: say(request, service.MESSAGES.registered) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the account name or email and the game password; with two-factor sign-in on, also totpCode (401 TOTP_REQUIRED without it); after 3 wrong passwords from the source within 15 minutes, also altcha (400 CAPTCHA_REQUIRED without it)',
        body: LoginRequestSchema,
        response: { 200: SignedInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const guard = passwordGuard(request, reply);
      // Past a few wrong passwords from this source, guessing costs a solved challenge per try.
      if (captcha.on && (await guard.failuresFromSource()) >= PASSWORD_LIMITS.challengeFromSource)
        await captcha.redeem(request.body.altcha, CAPTCHA_MESSAGES.signInRequired);
      const { user, token } = await service.signIn(deps, request.body, clientOf(request), guard);
      return { success: true as const, user, token, message: say(request, service.MESSAGES.signedIn) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (only this one)',
        security: [{ bearer: [] }],
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const session = token ? await findLiveSession(dbs.web, token) : undefined;
      if (session) await endSession(dbs.web, session.id);
      return { success: true as const, message: say(request, service.MESSAGES.signedOut) };
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: guards.requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(BackendUserSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.currentUser(deps, request.account!.id),
    }),
  );

  app.put(
    '/auth/profile',
    {
      preHandler: guards.requireSignedIn,
      schema: {
        tags: ['auth'],
        summary:
          'Change the password (this browser gets a new token), or ask for a new e-mail (a confirmation link); both need the current password',
        security: [{ bearer: [] }],
        body: UpdateProfileRequestSchema,
        response: { 200: ProfileUpdatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await updateProfile(
        deps,
        request.account!.id,
        request.body,
        clientOf(request),
        passwordGuard(request, reply),
      );
      return {
        success: true as const,
        data: result.user,
        message: result.messages.map((message) => say(request, message)).join(' '),
        ...(result.token ? { token: result.token } : {}),
      };
    },
  );

  app.post(
    '/auth/validate-token',
    {
      // The token may come in the body (docs/product.md §7.2) or as the bearer, which wins if both are sent.
      preHandler: async (request) => {
        const body = request.body as { token?: string } | null | undefined;
        if (!bearerToken(request) && body?.token) request.headers.authorization = `Bearer ${body.token}`;
        await guards.requireSignedIn(request);
      },
      schema: {
        tags: ['auth'],
        summary: 'Whether a session token is still valid, and its account',
        security: [{ bearer: [] }],
        body: ValidateTokenRequestSchema,
        response: { 200: dataEnvelope(BackendUserSchema), ...errors },
      },
    },
    // The web app's first call with a session: the page's language becomes the account's mails'.
    async (request) => {
      const accountId = request.account!.id;
      const [data] = await Promise.all([
        service.currentUser(deps, accountId),
        rememberLanguage(dbs.web, app.log, accountId, clientOf(request).language),
      ]);
      return { success: true as const, data };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: {
        rateLimit: { max: 10, timeWindow: HOUR, hook: 'preHandler' },
        rateLimitMessage: text('api.rateLimit.resets'),
      },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use reset link; the same answer whether or not the address is known; needs a solved challenge as altcha (400 CAPTCHA_REQUIRED)',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Before the address's allowance: without a solved challenge nobody can use up someone's resets.
      await captcha.redeem(request.body.altcha);
      await resetsByAddress.consume(request, reply, upperOnlyLatin(request.body.email));
      service.requestPasswordReset(deps, request.body.email, request.ip, request.language);
      return { success: true as const, message: say(request, service.MESSAGES.resetRequested) };
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; ends every session of the account',
        body: ResetPasswordConfirmSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await service.confirmPasswordReset(deps, request.body);
      return { success: true as const, message: say(request, service.MESSAGES.passwordReset) };
    },
  );
};
