import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BugCommentSchema,
  BugDetailSchema,
  BugIdParamsSchema,
  BugListEnvelopeSchema,
  BugListQuerySchema,
  BugReportSchema,
  BugSchema,
  BugUpdateSchema,
} from '../../../contract/bugs.ts';
import {
  dataEnvelope,
  MessageEnvelopeSchema,
  pageEnvelope,
  pagingQuery,
} from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../platform/auth-guard.ts';
import { say } from '../../platform/texts.ts';
import { mailStatusChange } from './bug-mails.ts';
import { answerBug, deleteBug, getBug, listBugs, listMyBugs, reportBug, updateBug } from './bugs.service.ts';

const failure = ErrorEnvelopeSchema;
const tags = ['bugs'];
const security = [{ bearer: [] }];

/**
 * docs/product.md §7.4 bug calls: the public board, reports from players, triage by staff. Writes check the
 * caller before the body, so an anonymous call is a 401 whatever it sends.
 */
export const bugRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { dbs, realms, guards, mailer, background, config, bugBoard, versions },
) => {
  const mailing = {
    dbs,
    mailer,
    background,
    publicUrl: config.publicUrl,
    siteLanguage: config.languages.site,
  };

  app.get(
    '/bugs',
    {
      preHandler: guards.identify,
      schema: {
        tags,
        summary: 'The board: filtered, searched, newest first, with per-status counts',
        querystring: BugListQuerySchema,
        response: { 200: BugListEnvelopeSchema, 400: failure, 403: failure },
      },
    },
    async (request) => listBugs(dbs.web, bugBoard, request.account, request.query),
  );

  app.get(
    '/bugs/my/bugs',
    {
      preHandler: guards.requireSignedIn,
      schema: {
        tags,
        summary: "The caller's own reports, newest first",
        security,
        querystring: z.object(pagingQuery(50, 100)),
        response: { 200: pageEnvelope(BugSchema), 400: failure, 401: failure, 403: failure },
      },
    },
    async (request) => listMyBugs(dbs.web, request.account!, request.query),
  );

  app.get(
    '/bugs/:id',
    {
      preHandler: guards.identify,
      schema: {
        tags,
        summary: 'One bug with its timeline of status changes and comments',
        params: BugIdParamsSchema,
        response: { 200: dataEnvelope(BugDetailSchema), 400: failure, 403: failure, 404: failure },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBug(dbs.web, request.account, request.params.id),
    }),
  );

  app.post(
    '/bugs',
    {
      preValidation: guards.requireSignedIn,
      schema: {
        tags,
        summary: "Reports a bug with one of the caller's characters",
        security,
        body: BugReportSchema,
        response: {
          201: dataEnvelope(BugDetailSchema),
          400: failure,
          401: failure,
          403: failure,
          429: failure,
        },
      },
    },
    async (request, reply) => {
      const bug = await reportBug(dbs, versions, realms, request.account!, request.body);
      return reply
        .status(201)
        .send({ success: true, data: bug, message: say(request, text('api.bugs.reported')) });
    },
  );

  app.put(
    '/bugs/:id',
    {
      preValidation: guards.requireSignedIn,
      schema: {
        tags,
        summary: 'Staff triage (status, priority, category, comment) or the reporter’s own edit',
        security,
        params: BugIdParamsSchema,
        body: BugUpdateSchema,
        response: {
          200: dataEnvelope(BugDetailSchema),
          400: failure,
          401: failure,
          403: failure,
          404: failure,
        },
      },
    },
    async (request) => {
      const { bug, statusChange } = await updateBug(
        dbs.web,
        versions,
        actorOf(request),
        request.params.id,
        request.body,
      );
      if (statusChange) mailStatusChange(mailing, statusChange);
      return { success: true as const, data: bug };
    },
  );

  app.post(
    '/bugs/:id/comments',
    {
      preValidation: guards.requireSignedIn,
      schema: {
        tags,
        summary:
          'The reporter answers on their own report; one waiting on them (Need More Context) goes back to the team',
        security,
        params: BugIdParamsSchema,
        body: BugCommentSchema,
        response: {
          201: dataEnvelope(BugDetailSchema),
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          429: failure,
        },
      },
    },
    async (request, reply) => {
      const bug = await answerBug(dbs, versions, request.account!, request.params.id, request.body.comment);
      return reply.status(201).send({ success: true, data: bug });
    },
  );

  app.delete(
    '/bugs/:id',
    {
      preValidation: guards.requireRole('admin'),
      schema: {
        tags,
        summary: 'Deletes a bug and its timeline (admins)',
        security,
        params: BugIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request) => {
      await deleteBug(dbs.web, versions, actorOf(request), request.params.id);
      return { success: true as const, message: say(request, text('api.bugs.deleted')) };
    },
  );
};
