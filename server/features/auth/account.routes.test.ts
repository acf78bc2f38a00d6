import { expect, it } from 'vitest';
import { checkPassword } from '../../game/srp6.ts';
import { banAccount } from '../../game/bans.ts';
import { writeSecurityLevel } from '../../game/access.ts';
import { hashToken } from '../../platform/sessions.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { findMailLink, findResetLink, readOutbox } from '../../test/outbox-reader.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(
  c: TestContext,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  ip = '127.0.0.1',
) {
  return c.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': ip },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function login(c: TestContext, username: string, password: string, ip = '127.0.0.1') {
  return call(c, 'POST', '/api/auth/login', undefined, { username, password }, ip);
}

async function player(c: TestContext, options: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(c, options);
  return { account, token: await signIn(c, account) };
}

async function accountRow(c: TestContext, id: number) {
  return c.dbs.auth
    .selectFrom('account')
    .select(['username', 'email', 'reg_mail', 'salt', 'verifier'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The newest mail to an address whose subject contains `subject` (mails leave after the answer). */
async function mailTo(c: TestContext, to: string, subject: string) {
  const find = () =>
    readOutbox(c.dataDir)
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject))
      .at(-1);
  await expect.poll(find, { timeout: 5000 }).toBeTruthy();
  return find()!;
}

async function confirmLink(c: TestContext, to: string) {
  await expect
    .poll(() => findMailLink(c.dataDir, to, '/account/email/confirm'), { timeout: 5000 })
    .toBeTruthy();
  return new URL(findMailLink(c.dataDir, to, '/account/email/confirm')!).searchParams.get('token')!;
}

const SIGNED_IN_CALLS: Array<[Method, string, unknown?]> = [
  ['GET', '/api/account'],
  ['PUT', '/api/account/password', { currentPassword: 'x', newPassword: 'whatever12' }],
  ['POST', '/api/account/email', { currentPassword: 'x', email: 'a@example.test' }],
  ['GET', '/api/account/sessions'],
  ['DELETE', '/api/account/sessions'],
  ['DELETE', '/api/account/sessions/1'],
  ['PUT', '/api/account/notifications', { bugStatusMail: false }],
  ['POST', '/api/account/two-factor/setup', { currentPassword: 'x' }],
  ['POST', '/api/account/two-factor/enable', { code: '123456' }],
  ['POST', '/api/account/two-factor/disable', { code: '123456' }],
];

describeEachDatabase('the account area: /api/account', (ctx) => {
  it('answers 401 to anonymous callers on every call, whatever they send', async () => {
    for (const [method, url, payload] of SIGNED_IN_CALLS) {
      const res = await call(ctx(), method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_SIGNED_IN' });
      // A bad body does not turn the anonymous 401 into a 400.
      if (payload !== undefined) {
        expect((await call(ctx(), method, url, undefined, { nonsense: 1 })).statusCode).toBe(401);
      }
    }
  });

  it('lists every account call in the OpenAPI document', async () => {
    const doc = (await call(ctx(), 'GET', '/api/docs/json')).json() as { paths: Record<string, object> };
    for (const path of [
      '/api/account',
      '/api/account/password',
      '/api/account/email',
      '/api/account/email/confirm',
      '/api/account/sessions',
      '/api/account/sessions/{id}',
      '/api/account/notifications',
      '/api/account/two-factor/setup',
      '/api/account/two-factor/enable',
      '/api/account/two-factor/disable',
      '/api/account/characters',
      '/api/account/characters/{realmId}/{guid}/unstuck',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('gives the owner their account as the core and the site hold it, and another player only their own', async () => {
    const c = ctx();
    const owner = await player(c, { points: 120, gmlevel: 1, roles: ['moderator'] });
    const other = await player(c, { points: 7 });
    await c.dbs.auth
      .updateTable('account')
      .set({ last_login: '2025-03-04 05:06:07', last_ip: '203.0.113.9' })
      .where('id', '=', owner.account.id)
      .execute();
    // A ban that ended: history, not in force.
    const past = Date.now() - 10 * 86400_000;
    await banAccount(
      c.dbs.auth,
      { accountId: owner.account.id, days: 2, bannedBy: 'GM', reason: 'Spam' },
      past,
    );

    const res = await call(c, 'GET', '/api/account', owner.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const realms = await c.dbs.auth.selectFrom('realmlist').select(['id', 'name']).orderBy('id').execute();
    expect(data).toMatchObject({
      id: owner.account.id,
      username: owner.account.username,
      email: owner.account.email.toLowerCase(),
      pendingEmail: null,
      lastGameLogin: { at: '2025-03-04T05:06:07Z', ip: '203.0.113.9' },
      points: 120,
      roles: ['moderator'],
      staffRolesNeedTwoFactor: false,
      gameLevels: realms.map((r) => ({
        realmId: r.id,
        realmName: r.name,
        level: 1,
        label: 'Game Master (GM)',
      })),
      twoFactor: { enabled: false, recoveryCodesLeft: 0 },
      bugStatusMail: true,
    });
    expect(data.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(data.bans).toEqual([
      {
        bannedAt: new Date(Math.floor(past / 1000) * 1000).toISOString(),
        until: new Date((Math.floor(past / 1000) + 2 * 86400) * 1000).toISOString(),
        reason: 'Spam',
        active: false,
      },
    ]);

    const theirs = (await call(c, 'GET', '/api/account', other.token)).json().data;
    expect(theirs).toMatchObject({ id: other.account.id, points: 7, roles: [], bans: [] });
    expect(theirs.gameLevels.every((l: { level: number }) => l.level === 0)).toBe(true);
    expect(theirs.lastGameLogin).toEqual({ at: null, ip: null });
  });

  it('reads the level a realm gives the account: its own row beats the all-realms row', async () => {
    const c = ctx();
    const owner = await player(c, { gmlevel: 1 });
    const realm = await c.dbs.auth
      .selectFrom('realmlist')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await writeSecurityLevel(c.dbs.auth, c.core.columns, {
      accountId: owner.account.id,
      securityLevel: 2,
      realmId: realm.id,
    });
    const data = (await call(c, 'GET', '/api/account', owner.token)).json().data;
    expect(data.gameLevels[0]).toMatchObject({ realmId: realm.id, level: 2, label: 'Moderator' });
  });

  it('changes the password the core’s way; other sessions end, this one stays, the owner is told', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'oldpassword' });
    const elsewhere = await signIn(c, owner.account);
    const bystander = await player(c);
    await call(c, 'POST', '/api/auth/reset-password', undefined, { email: owner.account.email });
    await expect.poll(() => findResetLink(c.dataDir, owner.account.email), { timeout: 5000 }).toBeTruthy();
    const resetToken = new URL(findResetLink(c.dataDir, owner.account.email)!).searchParams.get('token');
    const before = await accountRow(c, owner.account.id);

    const wrong = await call(c, 'PUT', '/api/account/password', owner.token, {
      currentPassword: 'notmypass1',
      newPassword: 'newpassword',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: [{ path: 'currentPassword' }] });
    const short = await call(c, 'PUT', '/api/account/password', owner.token, {
      currentPassword: 'oldpassword',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 8 characters');

    const res = await call(c, 'PUT', '/api/account/password', owner.token, {
      currentPassword: 'oldpassword',
      newPassword: 'NewPassword',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Every other session has been signed out.',
    });

    // A new salt and the verifier of the new password (the game's upper-cased form).
    const after = await accountRow(c, owner.account.id);
    expect(Buffer.from(after.salt).equals(Buffer.from(before.salt))).toBe(false);
    expect(checkPassword(owner.account.username, 'newpassword', after.salt, after.verifier)).toBe(true);
    expect(checkPassword(owner.account.username, 'oldpassword', after.salt, after.verifier)).toBe(false);
    expect((await login(c, owner.account.username, 'oldpassword')).statusCode).toBe(401);
    expect((await login(c, owner.account.username, 'NEWPASSWORD')).statusCode).toBe(200);

    expect((await call(c, 'GET', '/api/account', owner.token)).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', elsewhere)).statusCode).toBe(401);
    expect((await call(c, 'GET', '/api/account', bystander.token)).statusCode).toBe(200);
    // The reset link mailed before the change is dead.
    const reset = await call(c, 'POST', '/api/auth/reset-password/confirm', undefined, {
      token: resetToken,
      password: 'Hijacked12',
      confirmPassword: 'Hijacked12',
    });
    expect(reset.statusCode).toBe(400);

    const notice = await mailTo(c, owner.account.email, 'password was changed');
    expect(notice.text).toContain('If this was not you');
    expect(notice.text).toContain('http://realm.test/auth/forgot-password');
  });

  it('changes the e-mail only when the link mailed to the new address is followed, once', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'current123' });
    const oldEmail = owner.account.email;
    await call(c, 'POST', '/api/auth/reset-password', undefined, { email: oldEmail });
    await expect.poll(() => findResetLink(c.dataDir, oldEmail), { timeout: 5000 }).toBeTruthy();
    const resetToken = new URL(findResetLink(c.dataDir, oldEmail)!).searchParams.get('token');

    const wrong = await call(c, 'POST', '/api/account/email', owner.token, {
      currentPassword: 'wrongpass1',
      email: 'x@example.test',
    });
    expect(wrong.statusCode).toBe(400);
    const same = await call(c, 'POST', '/api/account/email', owner.token, {
      currentPassword: 'current123',
      email: oldEmail.toUpperCase(),
    });
    expect(same.statusCode).toBe(400);

    const newEmail = `Moved.${Date.now()}@Dalaran.test`;
    const res = await call(c, 'POST', '/api/account/email', owner.token, {
      currentPassword: 'current123',
      email: newEmail,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `We sent a confirmation link to ${newEmail}. Your e-mail changes when you follow it (the link works for 24 hours).`,
    );
    const token = await confirmLink(c, newEmail);
    const notice = await mailTo(c, oldEmail, 'A new e-mail was asked');
    expect(notice.text).toContain(newEmail);

    // Nothing changed yet; the overview shows what waits.
    expect((await accountRow(c, owner.account.id)).email).toBe(oldEmail.toUpperCase());
    expect((await call(c, 'GET', '/api/account', owner.token)).json().data).toMatchObject({
      email: oldEmail.toLowerCase(),
      pendingEmail: newEmail,
    });
    const row = await c.dbs.web
      .selectFrom('email_change')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(24 * 3600 * 1000);

    const confirmed = await call(c, 'POST', '/api/account/email/confirm', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your e-mail address has been changed.');
    const changed = await accountRow(c, owner.account.id);
    expect(changed.email).toBe(newEmail.toUpperCase());
    expect(changed.reg_mail).toBe(oldEmail.toUpperCase());
    expect((await login(c, newEmail, 'current123')).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', owner.token)).json().data.pendingEmail).toBeNull();

    const again = await call(c, 'POST', '/api/account/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'This confirmation link is invalid or has expired. Please ask for a new one.',
    );
    // The reset link mailed to the old address no longer works.
    const reset = await call(c, 'POST', '/api/auth/reset-password/confirm', undefined, {
      token: resetToken,
      password: 'Hijacked12',
      confirmPassword: 'Hijacked12',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('keeps only the newest e-mail link; a password change or an expired link stops one', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'current123' });
    const ask = (email: string) =>
      call(c, 'POST', '/api/account/email', owner.token, { currentPassword: 'current123', email });
    const first = `first.${Date.now()}@example.test`;
    const second = `second.${Date.now()}@example.test`;
    expect((await ask(first)).statusCode).toBe(200);
    const firstToken = await confirmLink(c, first);
    expect((await ask(second)).statusCode).toBe(200);
    const secondToken = await confirmLink(c, second);
    expect(
      (await call(c, 'POST', '/api/account/email/confirm', undefined, { token: firstToken })).statusCode,
    ).toBe(400);
    await call(c, 'PUT', '/api/account/password', owner.token, {
      currentPassword: 'current123',
      newPassword: 'changed1234',
    });
    expect(
      (await call(c, 'POST', '/api/account/email/confirm', undefined, { token: secondToken })).statusCode,
    ).toBe(400);

    const third = `third.${Date.now()}@example.test`;
    await call(c, 'POST', '/api/account/email', owner.token, {
      currentPassword: 'changed1234',
      email: third,
    });
    const thirdToken = await confirmLink(c, third);
    await c.dbs.web
      .updateTable('email_change')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(thirdToken))
      .execute();
    expect(
      (await call(c, 'POST', '/api/account/email/confirm', undefined, { token: thirdToken })).statusCode,
    ).toBe(400);
    expect((await accountRow(c, owner.account.id)).email).toBe(owner.account.email.toUpperCase());
  });

  it('answers an address another account holds as any other, mails its owner instead, and refuses it when the link is followed', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'current123' });
    const holder = await createAccount(c);
    const free = `free.${Date.now()}@example.test`;
    const ask = (email: string) =>
      call(c, 'POST', '/api/account/email', owner.token, { currentPassword: 'current123', email });
    const takenAnswer = await ask(holder.email.toUpperCase());
    const freeAnswer = await ask(free);
    // One answer whether the address is taken or not (but the address itself, which the asker typed).
    expect(takenAnswer.statusCode).toBe(200);
    expect(takenAnswer.json().message).toBe(
      freeAnswer.json().message.replace(free, holder.email.toUpperCase()),
    );
    // The holder is told; no link to confirm goes anywhere for the taken address.
    const notice = await mailTo(c, holder.email, 'asked for your e-mail address');
    expect(notice.text).toContain('Nothing was changed');
    expect(findMailLink(c.dataDir, holder.email, '/account/email/confirm')).toBeUndefined();

    const wanted = `wanted.${Date.now()}@example.test`;
    await call(c, 'POST', '/api/account/email', owner.token, {
      currentPassword: 'current123',
      email: wanted,
    });
    const token = await confirmLink(c, wanted);
    // Someone registers the address before the link is followed.
    await createAccount(c, { email: wanted });
    const late = await call(c, 'POST', '/api/account/email/confirm', undefined, { token });
    expect(late.statusCode).toBe(409);
    expect((await accountRow(c, owner.account.id)).email).toBe(owner.account.email.toUpperCase());
  });

  it('asks for at most 5 e-mail changes a day per account and 10 an hour per source, counted in the site database', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'current123' });
    const ask = (who: { token: string }, n: number, ip = '203.0.113.7') =>
      call(
        c,
        'POST',
        '/api/account/email',
        who.token,
        { currentPassword: 'current123', email: `limit${n}.${Date.now()}@example.test` },
        ip,
      );
    for (let n = 0; n < 5; n++) expect((await ask(owner, n)).statusCode).toBe(200);
    const over = await ask(owner, 5);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Five more from other accounts at the same source fill its hour; elsewhere they still may.
    for (let n = 0; n < 5; n++) {
      const other = await player(c, { password: 'current123' });
      expect((await ask(other, 10 + n)).statusCode).toBe(200);
    }
    const fresh = await player(c, { password: 'current123' });
    expect((await ask(fresh, 20)).statusCode).toBe(429);
    expect((await ask(fresh, 21, '198.51.100.9')).statusCode).toBe(200);
  });

  it("lists the owner's signed-in devices and signs out one or all others, never another player's", async () => {
    const c = ctx();
    const owner = await createAccount(c);
    const firefox = await login(c, owner.username, owner.password);
    const here = firefox.json().token as string;
    await c.dbs.web
      .updateTable('session')
      .set({ user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' })
      .where('token_hash', '=', hashToken(here))
      .execute();
    const phone = await signIn(c, owner);
    const tablet = await signIn(c, owner);
    const other = await player(c);

    const list = await call(c, 'GET', '/api/account/sessions', here);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<{ id: number; current: boolean; device: string; ip: string }>;
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ device: 'Firefox on Windows', ip: '127.0.0.1' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const theirs = (await call(c, 'GET', '/api/account/sessions', other.token)).json().data as Array<{
      id: number;
    }>;
    expect(theirs).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]!.id);
    // Another player's session is "not found", and stays.
    const foreign = await call(c, 'DELETE', `/api/account/sessions/${theirs[0]!.id}`, here);
    expect(foreign.statusCode).toBe(404);
    expect((await call(c, 'GET', '/api/account', other.token)).statusCode).toBe(200);

    const phoneId = (
      await c.dbs.web
        .selectFrom('session')
        .select('id')
        .where('token_hash', '=', hashToken(phone))
        .executeTakeFirstOrThrow()
    ).id;
    const one = await call(c, 'DELETE', `/api/account/sessions/${phoneId}`, here);
    expect(one.statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', phone)).statusCode).toBe(401);
    expect((await call(c, 'GET', '/api/account', tablet)).statusCode).toBe(200);

    const all = await call(c, 'DELETE', '/api/account/sessions', here);
    expect(all.statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', tablet)).statusCode).toBe(401);
    expect((await call(c, 'GET', '/api/account', here)).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', other.token)).statusCode).toBe(200);
  });

  it('keeps the Notify me switch per account', async () => {
    const c = ctx();
    const owner = await player(c);
    const other = await player(c);
    const off = await call(c, 'PUT', '/api/account/notifications', owner.token, { bugStatusMail: false });
    expect(off.statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/account', owner.token)).json().data.bugStatusMail).toBe(false);
    expect((await call(c, 'GET', '/api/account', other.token)).json().data.bugStatusMail).toBe(true);
    const bad = await call(c, 'PUT', '/api/account/notifications', owner.token, { bugStatusMail: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers in French to a caller that asks for it, in English otherwise', async () => {
    const c = ctx();
    const owner = await player(c, { password: 'current123' });
    const inFrench = (method: Method, url: string, payload?: unknown) =>
      c.app.inject({
        method,
        url,
        headers: { ...bearer(owner.token), 'accept-language': 'fr' },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const wrong = await inFrench('PUT', '/api/account/password', {
      currentPassword: 'notmypass1',
      newPassword: 'NewPassword',
    });
    expect(wrong.json()).toMatchObject({
      error: 'Votre mot de passe actuel est incorrect',
      details: [{ path: 'currentPassword', message: 'Votre mot de passe actuel est incorrect' }],
    });
    const short = await inFrench('PUT', '/api/account/password', {
      currentPassword: 'current123',
      newPassword: 'short',
    });
    expect(short.json().error).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const changed = await inFrench('PUT', '/api/account/password', {
      currentPassword: 'current123',
      newPassword: 'NewPassword',
    });
    expect(changed.json()).toEqual({
      success: true,
      message: 'Votre mot de passe a été changé. Toutes vos autres sessions ont été déconnectées.',
    });

    const email = `Moved.${Date.now()}@Dalaran.test`;
    const asked = await inFrench('POST', '/api/account/email', { currentPassword: 'NewPassword', email });
    expect(asked.json().message).toBe(
      `Nous avons envoyé un lien de confirmation à ${email}. Votre e-mail change quand vous le suivez (le lien est valable 24 heures).`,
    );
    const profile = await inFrench('PUT', '/api/auth/profile', {
      currentPassword: 'NewPassword',
      newPassword: 'Newer12345',
      confirmPassword: 'Newer12345',
      email: `Again.${email}`,
    });
    expect(profile.json().message).toBe(
      `Mot de passe modifié avec succès Nous avons envoyé un lien de confirmation à Again.${email}. Votre e-mail change quand vous le suivez (le lien est valable 24 heures).`,
    );
    const session = profile.json().token as string;
    const badId = await c.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/abc',
      headers: { ...bearer(session), 'accept-language': 'fr' },
    });
    expect(badId.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'L’identifiant de session doit être un nombre',
    });
    const noSuch = await call(c, 'DELETE', '/api/account/sessions/2147483647', session);
    expect(noSuch.json().error).toBe('No such session on your account.');
    const devices = await c.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { ...bearer(session), 'accept-language': 'fr' },
    });
    expect(devices.json().data).toMatchObject([{ current: true, device: 'Appareil inconnu' }]);
  });
});
