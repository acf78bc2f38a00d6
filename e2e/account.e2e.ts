import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabases, type Databases } from '../server/db/databases.ts';
import { readOutbox } from '../server/test/outbox-reader.ts';
import { computeVerifier } from '../server/game/srp6.ts';
import { appStarted, baseUrl, describeInBrowser, expectAccessible, newVisitor } from './support/browser.ts';
import { createPlayer } from './support/factories.ts';
import { signInAs, signOut } from './support/sign-in.ts';

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 over the 30-second step, six digits. */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/\s+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function withDatabases<T>(work: (dbs: Databases) => Promise<T>): Promise<T> {
  const dbs = openDatabases(loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' }).databases);
  try {
    return await work(dbs);
  } finally {
    await dbs.close();
  }
}

async function apiCall(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { data?: unknown } };
}

const signInByApi = (username: string, password: string, totpCode?: string) =>
  apiCall('/auth/login', { method: 'POST', body: { username, password, ...(totpCode ? { totpCode } : {}) } });

/** An offline character far from home, with its hearthstone location, as the core keeps them. */
async function strandedCharacter(accountId: number): Promise<{ guid: number; name: string }> {
  return withDatabases(async (dbs) => {
    const guid = 900_000 + Math.floor(Math.random() * 90_000);
    const name = `Stuck${'abcdefghij'[guid % 10]}${'klmnopqrst'[Math.floor(guid / 10) % 10]}`;
    await dbs.characters
      .insertInto('characters')
      .values({
        guid,
        account: accountId,
        name,
        race: 10,
        class: 8,
        level: 71,
        map: 571,
        zone: 67,
        position_x: 123.5,
        position_y: -456.25,
        position_z: 78,
        online: 0,
        taximask: '',
        innTriggerId: 0,
      })
      .execute();
    await dbs.characters
      .insertInto('character_homebind')
      .values({ guid, mapId: 530, zoneId: 3487, posX: 9487.5, posY: -7279.25, posZ: 14.25 })
      .execute();
    return { guid, name };
  });
}

async function characterPosition(guid: number) {
  return withDatabases((dbs) =>
    dbs.characters
      .selectFrom('characters')
      .select(['map', 'zone', 'position_x', 'position_y', 'position_z'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow(),
  );
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.locator('[role="tabpanel"][data-state="active"]').waitFor();
}

describeInBrowser('the player’s account', () => {
  it('password, two-factor sign-in, unstuck and a bug answered, as a player does them', async () => {
    const player = await createPlayer({ password: 'firstpass1' });
    const character = await strandedCharacter(player.id);
    // The player reports a bug; a moderator asks for more context (the reporter is mailed).
    const playerSession = (await signInByApi(player.username, 'firstpass1')).json.token as string;
    const report = await apiCall('/bugs', {
      method: 'POST',
      token: playerSession,
      body: {
        title: 'The Nexus door stays shut',
        description: 'The door to the last boss never opens.',
        category: 'other',
        characterId: character.guid,
      },
    });
    expect(report.status).toBe(201);
    const bugId = (report.json.data as { id: number }).id;
    const moderator = await createPlayer({ roles: ['moderator'] });
    const staffSession = (await signInByApi(moderator.username, moderator.password)).json.token as string;
    const asked = await apiCall(`/bugs/${bugId}`, {
      method: 'PUT',
      token: staffSession,
      body: { status: 'need_more_context', comment: 'Which difficulty?' },
    });
    expect(asked.status).toBe(200);

    const { context, page } = await newVisitor({ width: 1366 });
    try {
      await signInAs(page, player.username, 'firstpass1');
      await page.locator('button[data-account-name]:visible').first().click();
      await page.getByRole('menuitem', { name: 'My account' }).click();
      await page.waitForURL('**/account');
      await expect
        .poll(() => page.locator('[data-panel="overview"]').textContent())
        .toContain(player.username);
      await expectAccessible(page);

      // A new password: the game's verifier changes, the old password stops working at once.
      await openTab(page, 'Security');
      const passwordForm = page.locator('form[data-form="change-password"]');
      await passwordForm.getByLabel('Current password').fill('firstpass1');
      await passwordForm.getByLabel('New password', { exact: true }).fill('Second4pass');
      await passwordForm.getByLabel('Repeat new password').fill('Second4pass');
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await page.locator('[data-panel="password"] [data-banner="success"]').waitFor();
      expect((await signInByApi(player.username, 'firstpass1')).status).toBe(401);
      expect((await signInByApi(player.username, 'second4pass')).status).toBe(200);
      const row = await withDatabases((dbs) =>
        dbs.auth
          .selectFrom('account')
          .select(['salt', 'verifier'])
          .where('id', '=', player.id)
          .executeTakeFirstOrThrow(),
      );
      expect(
        computeVerifier(player.username, 'Second4pass', Buffer.from(row.salt)).equals(
          Buffer.from(row.verifier),
        ),
      ).toBe(true);

      // Two-factor sign-in, confirmed with a code computed here as an authenticator app would.
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const start = page.locator('form[data-form="two-factor-start"]');
      await start.getByLabel('Current password').fill('Second4pass');
      await start.getByRole('button', { name: 'Continue' }).click();
      const secret = (await page.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
      expect(await page.locator('svg[data-qr]').getAttribute('data-qr')).toContain(`secret=${secret}`);
      const confirmForm = page.locator('form[data-form="two-factor-confirm"]');
      await confirmForm.getByLabel('Code from the app').fill(totp(secret));
      await confirmForm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect.poll(() => page.locator('[data-recovery-codes] li').count()).toBe(10);
      await page.getByRole('button', { name: 'I have saved these codes' }).click();
      await page.locator('[data-two-factor="on"]').waitFor();
      const stored = await withDatabases((dbs) =>
        dbs.auth
          .selectFrom('account')
          .select('totp_secret')
          .where('id', '=', player.id)
          .executeTakeFirstOrThrow(),
      );
      expect(Buffer.from(stored.totp_secret!)).toHaveLength(20);

      // Signed out, signing in asks for the code after the password.
      await signOut(page);
      await page.goto('/auth/login');
      await appStarted(page);
      const login = page.locator('form[data-form="login"]');
      await login.getByLabel('Account name or e-mail', { exact: true }).fill(player.username);
      await login.getByLabel('Password', { exact: true }).fill('Second4pass');
      await login.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.locator('[data-banner="error"]').textContent())
        .toBe('Enter the code from your authenticator app to finish signing in.');
      await login.getByLabel('Authentication code').fill(totp(secret));
      await login.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      // Unstuck: the character goes home; a second one waits for the cooldown.
      await page.goto('/account?tab=characters');
      const row2 = page.locator(`[data-character="${character.guid}"]`);
      await row2.getByRole('button', { name: 'Unstuck' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Unstuck' }).click();
      await expect
        .poll(() => page.locator('[data-panel="characters"] [data-banner="success"]').textContent())
        .toContain(`${character.name} is back at their hearthstone location`);
      expect(await characterPosition(character.guid)).toEqual({
        map: 530,
        zone: 3487,
        position_x: 9487.5,
        position_y: -7279.25,
        position_z: 14.25,
      });
      await expect
        .poll(() => row2.locator('[data-unstuck-wait]').textContent())
        .toBe('Available again in 60 min');
      expect(await row2.getByRole('button', { name: 'Unstuck' }).isDisabled()).toBe(true);

      // The bug waiting on the player: answered, it goes back to the team.
      await openTab(page, 'Bug reports');
      await page.getByRole('button', { name: /The Nexus door stays shut/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('The team needs more context: answer here').fill('Heroic, with five players.');
      await dialog.getByRole('button', { name: 'Send answer' }).click();
      await expect
        .poll(() => dialog.locator('[data-event="status"]').last().textContent())
        .toContain('moved it from Need More Context to To Do');
      const bug = await apiCall(`/bugs/${bugId}`);
      expect((bug.json.data as { status: string }).status).toBe('todo');

      // The mail the moderator's change sent is in the outbox.
      const mail = readOutbox(inject('dataDir')).find(
        (m) => m.to.toLowerCase() === player.email.toLowerCase() && m.subject.includes(`#${bugId}`),
      );
      expect(mail?.subject).toBe(`Your bug report #${bugId} is now “Need More Context”`);
      expect(mail?.text).toContain('The team wrote: Which difficulty?');
    } finally {
      await context.close();
    }
  });

  it('shows the account area at phone width, and sends a signed-out visitor to sign in', async () => {
    const player = await createPlayer();
    const { context, page } = await newVisitor({ width: 390, height: 844 });
    try {
      await page.goto('/account');
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/account');
      await signInAs(page, player.username, player.password);
      await page.goto('/account?tab=security');
      await page.locator('form[data-form="change-password"]').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
