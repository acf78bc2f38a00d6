import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountDetailSchema,
  AccountParamsSchema,
  AccountListQuerySchema,
  AccountListResponseSchema,
  AdminOnlineListSchema,
  AdminOnlineQuerySchema,
  AuditEntrySchema,
  AuditQuerySchema,
  BanBodySchema,
  BanResultSchema,
  CharacterGuidParamsSchema,
  CharacterListQuerySchema,
  CharacterRealmQuerySchema,
  CharacterListResponseSchema,
  DashboardStatsSchema,
  DeleteCharacterBodySchema,
  DeleteCharacterResultSchema,
  DpResultSchema,
  KickParamsSchema,
  KickResultSchema,
  OnlinePlayerSchema,
  OnlinePlayersQuerySchema,
  SecurityParamsSchema,
  SecurityResultSchema,
  SetSecurityBodySchema,
  UnbanResultSchema,
  UnstuckResultSchema,
  UpdateDpBodySchema,
} from '../../../contract/admin.ts';
import { dataEnvelope, pageEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../platform/auth-guard.ts';
import { say } from '../../platform/texts.ts';
import * as accounts from './accounts.service.ts';
import { listAudit } from './audit.service.ts';
import * as characters from './characters.service.ts';
import { SiteConfigurationSchema } from '../../../contract/configuration.ts';
import { describeConfiguration } from './configuration.service.ts';
import { dashboardStats } from './dashboard.service.ts';
import { kickCharacter, listWhoIsOnline } from './online.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
};

const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

/** docs/product.md §7.5 admin calls, plus unban and the audit log: administrators only, on every route. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  {
    dbs,
    config,
    core,
    realms,
    guards,
    figures,
    emailLookup,
    realmStatus,
    limits,
    twoFactor,
    mailer,
    armorySources,
  },
) => {
  const deps = { dbs, config, core, realms, figures, emailLookup, answering: realmStatus };
  const configurationDeps = {
    ...deps,
    limits,
    twoFactor,
    mailer,
    clientData: armorySources.store,
  };
  // onRequest, before validation: a stranger learns nothing from a 400.
  app.addHook('onRequest', guards.requireRole('admin'));
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts: search by id, username prefix or exact email; paged; with the stat figures',
        querystring: AccountListQuerySchema,
        response: { 200: AccountListResponseSchema, ...errors },
      },
    },
    async (request) => accounts.listAccounts(deps, request.query),
  );

  app.get(
    '/admin/accounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One account: points, roles, security level per realm, bans, characters',
        params: AccountParamsSchema,
        response: { 200: dataEnvelope(AccountDetailSchema), ...errors },
      },
    },
    async (request) => ok(await accounts.accountDetail(deps, request.params.id)),
  );

  app.put(
    '/admin/accounts/:id/dp',
    {
      schema: {
        tags,
        security,
        summary: "Sets an account's points (DP); the change is kept in the points ledger",
        params: AccountParamsSchema,
        body: UpdateDpBodySchema,
        response: { 200: dataEnvelope(DpResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await accounts.updatePoints(deps, actorOf(request), request.params.id, request.body.dp),
        say(request, text('api.admin.dp.updated')),
      ),
  );

  app.post(
    '/admin/accounts/:id/security',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the game security level (account_access) on a realm, or -1 for all realms',
        params: AccountParamsSchema,
        body: SetSecurityBodySchema,
        response: { 200: dataEnvelope(SecurityResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        { access: await accounts.setSecurityLevel(deps, actorOf(request), request.params.id, request.body) },
        say(request, text('api.admin.security.updated')),
      ),
  );

  app.delete(
    '/admin/accounts/:id/security/:realmId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the game security level of one realm (-1: the all-realms row)',
        params: SecurityParamsSchema,
        response: { 200: dataEnvelope(SecurityResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        access: await accounts.removeSecurityLevel(
          deps,
          actorOf(request),
          request.params.id,
          request.params.realmId,
        ),
      }),
  );

  app.post(
    '/admin/accounts/:id/ban',
    {
      schema: {
        tags,
        security,
        summary: "Bans an account as the core's .ban account does; ends its sessions, kicks its characters",
        params: AccountParamsSchema,
        body: BanBodySchema,
        response: { 200: dataEnvelope(BanResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await accounts.ban(deps, actorOf(request), request.params.id, request.body),
        say(request, text('api.admin.ban.done')),
      ),
  );

  app.post(
    '/admin/accounts/:id/unban',
    {
      schema: {
        tags,
        security,
        summary: 'Lifts the active ban (active = 0); the ban stays in the history',
        params: AccountParamsSchema,
        response: { 200: dataEnvelope(UnbanResultSchema), ...errors },
      },
    },
    async (request) => ok(await accounts.unban(deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/admin/characters',
    {
      schema: {
        tags,
        security,
        summary:
          'Characters of one realm or every realm: search by guid, name prefix or account name; paged; with the figures of each realm',
        querystring: CharacterListQuerySchema,
        response: { 200: CharacterListResponseSchema, ...errors },
      },
    },
    async (request) => characters.listCharacters(deps, request.query),
  );

  app.get(
    '/admin/characters/online',
    {
      schema: {
        tags,
        security,
        summary: 'The characters in the world now, on one realm or every realm, game masters included',
        querystring: OnlinePlayersQuerySchema,
        response: { 200: dataEnvelope(z.array(OnlinePlayerSchema)), ...errors },
      },
    },
    async (request) => ok(await characters.listOnlinePlayers(deps, request.query.realmId)),
  );

  app.get(
    '/admin/online',
    {
      schema: {
        tags,
        security,
        summary:
          'Who is in the world on one realm, game masters included with their level, paged; empty, with the realm marked offline, while its worldserver does not answer',
        querystring: AdminOnlineQuerySchema,
        response: { 200: AdminOnlineListSchema, ...errors },
      },
    },
    async (request) => listWhoIsOnline(deps, request.query),
  );

  app.post(
    '/admin/realms/:realmId/characters/:guid/kick',
    {
      schema: {
        tags,
        security,
        summary:
          "Logs a character out of the world through its realm's worldserver console (`kick NAME`); refused while the realm does not answer or the character is not in the world",
        params: KickParamsSchema,
        response: { 200: dataEnvelope(KickResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await kickCharacter(deps, actorOf(request), request.params);
      return ok(result, say(request, text('api.admin.kick.done', { name: result.name })));
    },
  );

  app.post(
    '/admin/characters/:guid/unstuck',
    {
      schema: {
        tags,
        security,
        summary:
          "Sends a character (realm + guid) to its home (offline: in the realm's database; online: through the realm's console)",
        params: CharacterGuidParamsSchema,
        querystring: CharacterRealmQuerySchema,
        response: { 200: dataEnvelope(UnstuckResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await characters.unstuckCharacter(deps, actorOf(request), {
        realmId: request.query.realmId,
        guid: request.params.guid,
      });
      return ok(result, say(request, text('api.admin.unstuck.done', { name: result.name })));
    },
  );

  app.delete(
    '/admin/characters/:guid',
    {
      schema: {
        tags,
        security,
        summary:
          "Deletes a character (realm + guid): through the realm's worldserver console while it runs, else unlinked in its database as CharDelete.Method = 1",
        params: CharacterGuidParamsSchema,
        querystring: CharacterRealmQuerySchema,
        body: DeleteCharacterBodySchema,
        response: { 200: dataEnvelope(DeleteCharacterResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await characters.deleteCharacter(
          deps,
          actorOf(request),
          { realmId: request.query.realmId, guid: request.params.guid },
          request.body.reason,
        ),
        say(request, text('api.admin.delete.done')),
      ),
  );

  app.get(
    '/admin/dashboard/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Live figures for the dashboard',
        response: { 200: dataEnvelope(DashboardStatsSchema), ...errors },
      },
    },
    async () => ok(await dashboardStats(deps)),
  );

  app.get(
    '/admin/configuration',
    {
      schema: {
        tags,
        security,
        summary:
          "The running configuration, read-only: databases (places, never credentials), core, each realm's worldserver, console (asked `server info` now) and client data, mail, languages, two-factor, rate-limit store, and the health check",
        response: { 200: dataEnvelope(SiteConfigurationSchema), ...errors },
      },
    },
    async (request) => ok(await describeConfiguration(configurationDeps, request.language)),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log of staff actions, newest first; filter by actor, action, target',
        querystring: AuditQuerySchema,
        response: { 200: pageEnvelope(AuditEntrySchema), ...errors },
      },
    },
    async (request) => listAudit(dbs, request.query),
  );
};
