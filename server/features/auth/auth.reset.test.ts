import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { hashToken } from '../../platform/sessions.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { findMailLink, findResetLink, parseMail, readOutbox } from '../../test/outbox-reader.ts';

async function requestReset(ctx: TestContext, email: string, clientUrl = 'https://evil.example') {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email, clientUrl } });
}

async function confirm(ctx: TestContext, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: body });
}

async function login(ctx: TestContext, username: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

/** The link of the mail to `email` (mails go out in the background). */
async function linkFor(ctx: TestContext, email: string): Promise<string> {
  await expect.poll(() => findResetLink(ctx.dataDir, email), { timeout: 5000 }).toBeTruthy();
  return findResetLink(ctx.dataDir, email)!;
}

const RESET_REQUESTED_MESSAGE =
  'If an account uses this email address, a link to reset its password is on its way.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describeEachDatabase(
  'password reset by mail (outbox)',
  (ctx) => {
    it('mails a single-use link whose origin is PUBLIC_URL, never the client-supplied URL', async () => {
      const account = await createAccount(ctx(), { email: `Reset.${Date.now()}@Example.test` });
      const res = await requestReset(ctx(), account.email.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });

      const link = await linkFor(ctx(), account.email);
      expect(link).toMatch(/^http:\/\/realm\.test\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const mail = readOutbox(ctx().dataDir).find((m) => m.text.includes(link))!;
      expect(mail.subject).toBe('Reset your Frostfall password');
      expect(mail.from).toContain('no-reply@localhost');
      expect(mail.text).toContain(`account ${account.username}`);
      expect(mail.text).toContain('expires in 24 hours');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Frostfall');
      expect(mail.raw).not.toContain('evil.example');

      // Only the hash is kept, with a 24-hour lifetime.
      const row = await ctx()
        .dbs.web.selectFrom('password_reset')
        .selectAll()
        .where('token_hash', '=', hashToken(tokenOf(link)))
        .executeTakeFirstOrThrow();
      expect(row.account_id).toBe(account.id);
      expect(row.expires_at - row.created_at).toBe(24 * 3600 * 1000);
    });

    it('answers exactly the same for an unknown address, and mails nothing', async () => {
      const before = readOutbox(ctx().dataDir).length;
      const unknown = await requestReset(ctx(), `nobody.${Date.now()}@example.test`);
      const account = await createAccount(ctx());
      const known = await requestReset(ctx(), account.email);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await linkFor(ctx(), account.email);
      expect(readOutbox(ctx().dataDir)).toHaveLength(before + 1);
    });

    it('sets the new password, ends every session and burns the link', async () => {
      const account = await createAccount(ctx(), { password: 'forgotten1' });
      const session = await signIn(ctx(), account);
      await requestReset(ctx(), account.email);
      const token = tokenOf(await linkFor(ctx(), account.email));

      const res = await confirm(ctx(), { token, password: 'Remembered2', confirmPassword: 'Remembered2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Your password has been reset. You can now sign in with your new password.',
      });
      expect((await login(ctx(), account.username, 'forgotten1')).statusCode).toBe(401);
      expect((await login(ctx(), account.username, 'remembered2')).statusCode).toBe(200);
      const profile = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(session),
      });
      expect(profile.statusCode).toBe(401);

      const again = await confirm(ctx(), { token, password: 'Another333', confirmPassword: 'Another333' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, error: RESET_LINK_INVALID });
      expect((await login(ctx(), account.username, 'Another333')).statusCode).toBe(401);
    });

    it('lets only one of two simultaneous submissions of a link through', async () => {
      const account = await createAccount(ctx());
      await requestReset(ctx(), account.email);
      const token = tokenOf(await linkFor(ctx(), account.email));
      const results = await Promise.all([
        confirm(ctx(), { token, password: 'FirstOne1', confirmPassword: 'FirstOne1' }),
        confirm(ctx(), { token, password: 'SecondOne2', confirmPassword: 'SecondOne2' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses an expired link, an unknown one, and older links once the password changed', async () => {
      const account = await createAccount(ctx());
      await requestReset(ctx(), account.email);
      const first = tokenOf(await linkFor(ctx(), account.email));
      await ctx()
        .dbs.web.updateTable('password_reset')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', hashToken(first))
        .execute();
      const expired = await confirm(ctx(), {
        token: first,
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe(RESET_LINK_INVALID);

      const unknown = await confirm(ctx(), {
        token: 'x'.repeat(43),
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
      });
      expect(unknown.statusCode).toBe(400);

      // Two more links; using one burns the other.
      const mailsTo = () =>
        readOutbox(ctx().dataDir).filter((m) => m.to.toLowerCase() === account.email.toLowerCase());
      await requestReset(ctx(), account.email);
      await expect.poll(() => mailsTo().length).toBe(2);
      await requestReset(ctx(), account.email);
      await expect.poll(() => mailsTo().length).toBe(3);
      const [, second, third] = mailsTo().map((m) => tokenOf(/http\S+token=[A-Za-z0-9_-]+/.exec(m.text)![0]));
      expect(new Set([first, second, third]).size).toBe(3);
      const used = await confirm(ctx(), {
        token: second!,
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
      });
      expect(used.statusCode).toBe(200);
      const stale = await confirm(ctx(), {
        token: third!,
        password: 'Other12345',
        confirmPassword: 'Other12345',
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe(RESET_LINK_INVALID);
    });

    it('burns every outstanding link when the email changes: a link mailed to the old address is dead', async () => {
      const account = await createAccount(ctx(), { password: 'current123' });
      const session = await signIn(ctx(), account);
      await requestReset(ctx(), account.email);
      const token = tokenOf(await linkFor(ctx(), account.email));

      const newEmail = `moved.${Date.now()}@example.test`;
      const changed = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(session),
        payload: { email: newEmail, currentPassword: 'current123' },
      });
      expect(changed.statusCode).toBe(200);
      // The address changes when the link mailed to it is followed.
      await expect
        .poll(() => findMailLink(ctx().dataDir, newEmail, '/account/email/confirm'), { timeout: 5000 })
        .toBeTruthy();
      const confirmEmail = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/email/confirm',
        payload: { token: tokenOf(findMailLink(ctx().dataDir, newEmail, '/account/email/confirm')!) },
      });
      expect(confirmEmail.statusCode).toBe(200);

      const res = await confirm(ctx(), { token, password: 'Hijacked12', confirmPassword: 'Hijacked12' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(RESET_LINK_INVALID);
      expect((await login(ctx(), account.username, 'current123')).statusCode).toBe(200);
      // A link asked for at the new address works.
      await requestReset(ctx(), newEmail);
      const fresh = tokenOf(await linkFor(ctx(), newEmail));
      expect(
        (await confirm(ctx(), { token: fresh, password: 'Mine12345', confirmPassword: 'Mine12345' }))
          .statusCode,
      ).toBe(200);
    });

    it('burns every outstanding link when the password changes on the profile', async () => {
      const account = await createAccount(ctx(), { password: 'current123' });
      const session = await signIn(ctx(), account);
      await requestReset(ctx(), account.email);
      const token = tokenOf(await linkFor(ctx(), account.email));
      const changed = await ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(session),
        payload: { currentPassword: 'current123', newPassword: 'Changed123', confirmPassword: 'Changed123' },
      });
      expect(changed.statusCode).toBe(200);
      const res = await confirm(ctx(), { token, password: 'Hijacked12', confirmPassword: 'Hijacked12' });
      expect(res.statusCode).toBe(400);
      expect((await login(ctx(), account.username, 'Changed123')).statusCode).toBe(200);
    });

    it('checks the new password with the registration rules and messages', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { token: 't', password: 'short', confirmPassword: 'short' },
          'Password must be at least 8 characters',
        ],
        [
          { token: 't', password: 'abcdefgh12345678', confirmPassword: 'abcdefgh12345678' },
          'Password must be at most 15 characters',
        ],
        [{ token: 't', password: 'Newpass123', confirmPassword: 'Newpass124' }, 'Passwords do not match'],
        [{ token: 't', password: 'Newpass123' }, 'Please confirm your password'],
        [{ password: 'Newpass123', confirmPassword: 'Newpass123' }, 'The reset link is missing its token'],
      ];
      for (const [body, message] of cases) {
        const res = await confirm(ctx(), body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().error).toBe(message);
      }
      const missingEmail = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {},
      });
      expect(missingEmail.statusCode).toBe(400);
      expect(missingEmail.json().error).toBe('Email is required');
    });

    it('answers in the language the caller asks for, English without one', async () => {
      const fr = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
      const asked = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: fr,
        payload: { email: `nobody.${Date.now()}@example.test` },
      });
      expect(asked.json()).toEqual({
        success: true,
        message:
          'Si un compte utilise cette adresse e-mail, un lien pour réinitialiser son mot de passe est en route.',
      });

      const body = { token: 'no-such-token', password: 'Newpass123', confirmPassword: 'Newpass123' };
      const refused = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        headers: fr,
        payload: body,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
      );
      expect((await confirm(ctx(), body)).json().error).toBe(RESET_LINK_INVALID);

      const short = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        headers: fr,
        payload: { token: 't', password: 'short', confirmPassword: 'short' },
      });
      expect(short.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Le mot de passe doit contenir au moins 8 caractères',
        details: [{ path: 'password', message: 'Le mot de passe doit contenir au moins 8 caractères' }],
      });
    });
  },
  { RATE_LIMIT: 'off' },
);

// A real SMTP server on this machine stands for the relay: no mocks (docs/architecture.md "Tests").
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as AddressInfo).port;
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describeEachDatabase(
  'password reset by mail (SMTP)',
  (ctx) => {
    it('sends the reset mail through SMTP_URL and writes nothing to the outbox', async () => {
      const account = await createAccount(ctx());
      const res = await requestReset(ctx(), account.email);
      expect(res.statusCode).toBe(200);
      await expect
        .poll(() => received.some((raw) => parseMail(raw).to.includes(account.email)), { timeout: 5000 })
        .toBe(true);
      const mail = parseMail(received.find((raw) => parseMail(raw).to.includes(account.email))!);
      expect(mail.from).toBe('Frostfall <accounts@frostfall.test>');
      expect(mail.subject).toBe('Reset your Frostfall password');
      const link = /http\S+token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
      expect(link.startsWith('http://realm.test/auth/reset-password?token=')).toBe(true);
      expect(mail.html).toContain(link);
      expect(readOutbox(ctx().dataDir)).toEqual([]);

      const token = new URL(link).searchParams.get('token')!;
      const done = await confirm(ctx(), { token, password: 'ViaSmtp123', confirmPassword: 'ViaSmtp123' });
      expect(done.statusCode).toBe(200);
      expect((await login(ctx(), account.username, 'ViaSmtp123')).statusCode).toBe(200);
    });
  },
  {
    RATE_LIMIT: 'off',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Frostfall <accounts@frostfall.test>',
  },
);
