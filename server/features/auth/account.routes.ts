import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountOverviewSchema,
  AccountSessionSchema,
  ACCOUNT_MESSAGES,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  NotificationSettingsSchema,
  RecoveryCodesSchema,
  SessionIdParamsSchema,
  TwoFactorDisableRequestSchema,
  TwoFactorEnableRequestSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
} from '../../../contract/account.ts';
import { dataEnvelope, MessageEnvelopeSchema } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import type { Guards } from '../../platform/auth-guard.ts';
import { say } from '../../platform/texts.ts';
import * as account from './account.service.ts';
import type { AuthDeps, ClientInfo } from './auth.service.ts';
import type { PasswordGuard } from './password-attempts.ts';

const failure = ErrorEnvelopeSchema;
const errors = {
  400: failure,
  401: failure,
  403: failure,
  404: failure,
  409: failure,
  429: failure,
  503: failure,
};
const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * The player's own account (`/api/account/…`): every call needs a session and acts only on its own
 * account. Registered by the auth plugin, so password and code checks share the sign-in counters.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  input: {
    deps: AuthDeps;
    guards: Guards;
    passwordGuard: (request: FastifyRequest, reply: FastifyReply) => PasswordGuard;
    clientOf: (request: FastifyRequest) => ClientInfo;
  },
): void {
  const { deps, guards, passwordGuard, clientOf } = input;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The guard runs before the body is read: an anonymous call is a 401 whatever it sends.
  const signedIn = { preValidation: guards.requireSignedIn };

  api.get(
    '/account',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The caller’s account: name, e-mail, last game login, points, roles, levels, bans, two-factor',
        security,
        response: { 200: dataEnvelope(AccountOverviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await account.accountOverview(deps, request.account!),
    }),
  );

  api.put(
    '/account/password',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A new password (the core’s SRP6 rewrite) with the current one; every other session ends',
        security,
        body: ChangePasswordRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await account.changePassword(
        deps,
        request.account!,
        request.body,
        clientOf(request),
        passwordGuard(request, reply),
      );
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.passwordChanged) };
    },
  );

  api.post(
    '/account/email',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mails a confirmation link to a new address (24 h); the e-mail changes when it is followed',
        security,
        body: ChangeEmailRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await account.requestEmailChange(
        deps,
        request.account!,
        request.body,
        clientOf(request),
        passwordGuard(request, reply),
      );
      return { success: true as const, message: say(request, message) };
    },
  );

  api.post(
    '/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Follows an e-mail confirmation link (no session needed: the link is the proof)',
        body: ConfirmEmailRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await account.confirmEmailChange(deps, request.body.token);
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.emailChanged) };
    },
  );

  api.get(
    '/account/sessions',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The signed-in devices of the caller’s account, the most recently used first',
        security,
        response: { 200: dataEnvelope(z.array(AccountSessionSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await account.listSessions(deps, request.account!, request.language),
    }),
  );

  api.delete(
    '/account/sessions',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Signs out every other session of the caller’s account',
        security,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await account.endOtherSessions(deps, request.account!);
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.otherSessionsEnded) };
    },
  );

  api.delete(
    '/account/sessions/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Signs out one session of the caller’s account',
        security,
        params: SessionIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await account.endSession(deps, request.account!, request.params.id);
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.sessionEnded) };
    },
  );

  api.put(
    '/account/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The “Notify me” switch: mails when staff change the status of the caller’s bug reports',
        security,
        body: NotificationSettingsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await account.setNotifications(deps, request.account!, request.body);
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.notificationsSaved) };
    },
  );

  api.post(
    '/account/two-factor/setup',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'A new two-factor secret to scan (Base32 and otpauth URI); nothing is on until a code confirms it',
        security,
        body: TwoFactorSetupRequestSchema,
        response: { 200: dataEnvelope(TwoFactorSetupSchema), ...errors },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await account.setupTwoFactor(
        deps,
        request.account!,
        request.body.currentPassword,
        clientOf(request),
        passwordGuard(request, reply),
      ),
    }),
  );

  api.post(
    '/account/two-factor/enable',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Turns two-factor sign-in on (site and game) with a code; returns ten recovery codes, shown once',
        security,
        body: TwoFactorEnableRequestSchema,
        response: { 200: dataEnvelope(RecoveryCodesSchema), ...errors },
      },
    },
    async (request, reply) => ({
      success: true as const,
      message: say(request, ACCOUNT_MESSAGES.twoFactorEnabled),
      data: {
        recoveryCodes: await account.turnOnTwoFactor(
          deps,
          request.account!,
          request.body.code,
          clientOf(request),
          passwordGuard(request, reply),
        ),
      },
    }),
  );

  api.post(
    '/account/two-factor/disable',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turns two-factor sign-in off with a current code or a recovery code',
        security,
        body: TwoFactorDisableRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await account.turnOffTwoFactor(
        deps,
        request.account!,
        request.body.code,
        clientOf(request),
        passwordGuard(request, reply),
      );
      return { success: true as const, message: say(request, ACCOUNT_MESSAGES.twoFactorDisabled) };
    },
  );
}
