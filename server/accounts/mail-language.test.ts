import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../test/harness.ts';
import { bearer, createAccount, createCharacter, signIn, type TestAccount } from '../test/factories.ts';
import { readOutbox, type OutboxMail } from '../test/outbox-reader.ts';

const NBSP = '\u00a0';

const languageOf = async (c: TestContext, accountId: number) =>
  (
    await c.dbs.web
      .selectFrom('site_account')
      .select('language')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).language;

function login(c: TestContext, account: TestAccount, language?: string) {
  return c.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: language ? { 'accept-language': language } : {},
    payload: { username: account.username, password: account.password },
  });
}

function validateToken(c: TestContext, token: string, language?: string) {
  return c.app.inject({
    method: 'POST',
    url: '/api/auth/validate-token',
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    payload: {},
  });
}

function requestReset(c: TestContext, email: string, language?: string) {
  return c.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: language ? { 'accept-language': language } : {},
    payload: { email },
  });
}

/** The newest mail to the address whose subject passes `subject` (mails leave after the answer). */
async function mailTo(c: TestContext, to: string, subject: (s: string) => boolean): Promise<OutboxMail> {
  const find = () =>
    readOutbox(c.dataDir)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject(m.subject))
      .at(-1);
  await expect.poll(find, { timeout: 5000 }).toBeTruthy();
  return find()!;
}

/** A report by `reporter`, moved by a moderator to Need More Context: the status mail's occasion. */
async function moveReport(c: TestContext, reporter: TestAccount): Promise<number> {
  const character = await createCharacter(c, { account: reporter.id });
  const reported = await c.app.inject({
    method: 'POST',
    url: '/api/bugs',
    headers: bearer(await signIn(c, reporter)),
    payload: {
      title: 'The quest giver stays silent',
      description: 'The quest giver does not offer the reward.',
      category: 'other',
      characterId: character.guid,
    },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const id = reported.json().data.id as number;
  const moderator = await createAccount(c, { roles: ['moderator'] });
  const moved = await c.app.inject({
    method: 'PUT',
    url: `/api/bugs/${id}`,
    headers: bearer(await signIn(c, moderator)),
    payload: { status: 'need_more_context', comment: 'Quel donneur de quête ?' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}

describeEachDatabase('mails in the language their account was last seen in', (ctx) => {
  it('remembers the language sign-in and the session check name, and nothing from a request naming none', async () => {
    const c = ctx();
    const account = await createAccount(c);
    expect((await login(c, account)).statusCode).toBe(200);
    expect(await languageOf(c, account.id)).toBeNull();

    const signedIn = await login(c, account, 'fr-FR,fr;q=0.9,en;q=0.8');
    expect(signedIn.statusCode).toBe(200);
    expect(await languageOf(c, account.id)).toBe('fr');

    const token = signedIn.json().token as string;
    expect((await validateToken(c, token)).statusCode).toBe(200);
    expect(await languageOf(c, account.id)).toBe('fr');
    // A language the site does not speak is no choice either.
    expect((await validateToken(c, token, 'de-DE')).statusCode).toBe(200);
    expect(await languageOf(c, account.id)).toBe('fr');
    expect((await validateToken(c, token, 'en-GB')).statusCode).toBe(200);
    expect(await languageOf(c, account.id)).toBe('en');
  });

  it('remembers the language of registration', async () => {
    const c = ctx();
    const username = `L${Date.now().toString(36)}`.slice(0, 16);
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: {
        username,
        email: `${username.toLowerCase()}@example.test`,
        password: 'Frostmourne1',
        confirmPassword: 'Frostmourne1',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf(c, res.json().user.id)).toBe('fr');
  });

  it('mails a French account its reset link in French, even asked in English', async () => {
    const c = ctx();
    const account = await createAccount(c);
    expect((await login(c, account, 'fr')).statusCode).toBe(200);
    await requestReset(c, account.email, 'en');

    const mail = await mailTo(c, account.email, (s) => s.startsWith('Réinitialisez'));
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Frostfall');
    expect(mail.text).toContain(`Bonjour ${account.username},`);
    expect(mail.text).toContain(
      `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Frostfall ${account.username}.`,
    );
    expect(mail.text).toContain(`Pour choisir un nouveau mot de passe, ouvrez ce lien${NBSP}:`);
    expect(mail.text).toContain('expire dans 24 heures');
    expect(mail.text).toContain('— L’équipe Frostfall');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Choisir un nouveau mot de passe</a>');
    expect(mail.html).toContain(`Ou ouvrez ce lien${NBSP}:`);
  });

  it('mails an account never heard from in English, or in the language its reset was asked in', async () => {
    const c = ctx();
    const account = await createAccount(c);
    await requestReset(c, account.email);
    const english = await mailTo(c, account.email, () => true);
    expect(english.subject).toBe('Reset your Frostfall password');
    expect(english.text).toContain(`Hello ${account.username},`);
    expect(english.text).toContain('The link works once and expires in 24 hours.');
    expect(english.text).toContain('— The Frostfall team');
    expect(english.html).toContain('<html lang="en">');

    await requestReset(c, account.email, 'fr');
    const french = await mailTo(c, account.email, (s) => s.startsWith('Réinitialisez'));
    expect(french.text).toContain('Bonjour');
  });

  it('mails a French reporter the status of their report in French, the statuses as the board names them', async () => {
    const c = ctx();
    const reporter = await createAccount(c);
    expect((await login(c, reporter, 'fr')).statusCode).toBe(200);
    const id = await moveReport(c, reporter);

    const mail = await mailTo(c, reporter.email, (s) => s.includes(String(id)));
    expect(mail.subject).toBe(
      `Votre rapport de bug n°${NBSP}${id} est maintenant «${NBSP}Plus de contexte nécessaire${NBSP}»`,
    );
    expect(mail.text).toContain(
      `L’équipe Frostfall a fait passer votre rapport n°${NBSP}${id} «${NBSP}The quest giver stays silent${NBSP}» de «${NBSP}À faire${NBSP}» à «${NBSP}Plus de contexte nécessaire${NBSP}».`,
    );
    expect(mail.text).toContain(`Message de l’équipe${NBSP}: Quel donneur de quête ?`);
    expect(mail.text).toContain(`http://realm.test/account?tab=bugs&bug=${id}`);
    expect(mail.html).toContain('Voir votre rapport</a>');
  });

  it('mails a reporter never heard from the status of their report in English', async () => {
    const c = ctx();
    const reporter = await createAccount(c);
    const id = await moveReport(c, reporter);
    const mail = await mailTo(c, reporter.email, (s) => s.includes(String(id)));
    expect(mail.subject).toBe(`Your bug report #${id} is now “Need More Context”`);
    expect(mail.text).toContain('from “To Do” to “Need More Context”');
    expect(mail.text).toContain('The team wrote: Quel donneur de quête ?');
  });
});
