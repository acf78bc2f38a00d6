import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignedInResponseSchema, type RegisterRequest } from '../../../contract/auth.ts';
import { MessageEnvelopeSchema } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import {
  ConfirmRegistrationRequestSchema,
  PENDING_REGISTRATION_MESSAGES,
  REGISTRATION_LINK_LIFETIME_HOURS,
  ResendRegistrationRequestSchema,
} from '../../../contract/pending-registration.ts';
import { say } from '../../platform/texts.ts';
import { MESSAGES, type AuthDeps, type ClientInfo } from './auth.service.ts';
import type { PasswordGuard } from './password-attempts.ts';
import * as pending from './pending-registration.service.ts';

const failure = ErrorEnvelopeSchema;
const errors = { 400: failure, 401: failure, 403: failure, 409: failure, 429: failure };
const tags = ['auth'];

/**
 * A registration that waits for its mailed link (REGISTRATION_EMAIL_VERIFICATION=required, ADR 027):
 * the link's confirmation and a new link. Registered by the auth plugin, so the password check shares
 * the sign-in counters; returns the 202 answer the registration route gives while verification is
 * required.
 */
export function registerPendingRegistrationRoutes(
  app: FastifyInstance,
  input: {
    deps: AuthDeps;
    passwordGuard: (request: FastifyRequest, reply: FastifyReply) => PasswordGuard;
    clientOf: (request: FastifyRequest) => ClientInfo;
  },
) {
  const { deps, passwordGuard, clientOf } = input;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/register/confirm',
    {
      schema: {
        tags,
        summary:
          'Follow the link of a registration that waits for it: the game account is written and the player signed in, as a registration without verification',
        body: ConfirmRegistrationRequestSchema,
        response: { 201: SignedInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await pending.confirmRegistration(deps, request.body.token, clientOf(request));
      return reply
        .status(201)
        .send({ success: true, user, token, message: say(request, MESSAGES.registered) });
    },
  );

  api.post(
    '/auth/register/resend',
    {
      schema: {
        tags,
        summary:
          'Mail a new link to a registration that waits for it, with its name (or address) and password; the old link stops working (3 an hour per registration, 10 per source)',
        body: ResendRegistrationRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await pending.resendRegistrationLink(
        deps,
        request.body,
        clientOf(request),
        passwordGuard(request, reply),
      );
      return { success: true as const, message: say(request, message) };
    },
  );

  return {
    /** POST /api/auth/register while verification is required: 202, and the mail on its way. */
    async register(request: FastifyRequest<{ Body: RegisterRequest }>, reply: FastifyReply) {
      const { email } = await pending.registerPending(deps, request.body, clientOf(request));
      return reply.status(202).send({
        success: true,
        message: say(request, PENDING_REGISTRATION_MESSAGES.linkSent(email)),
        data: { email, linkHours: REGISTRATION_LINK_LIFETIME_HOURS },
      });
    },
  };
}
