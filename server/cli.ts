import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import { EmailSchema, NewPasswordSchema, UsernameSchema } from '../contract/auth.ts';
import { SiteRoleSchema } from '../contract/auth.ts';
import { BanBodySchema } from '../contract/admin.ts';
import type { SiteRole } from '../contract/roles.ts';
import { ConfigError, gameDatabaseName, loadConfig, readDotEnv, type Config } from './config.ts';
import { detectGameCore, type GameCoreInfo } from './game/core-detection.ts';
import { openDatabases, waitForDatabases, type Databases } from './db/databases.ts';
import { checkRealmsNow } from './game/in-world.ts';
import { openRealms, type RealmRegistry } from './game/realms.ts';
import { migrateEmbeddedGame, migrateWeb } from './db/migrate.ts';
import type { WebDatabase } from './db/schema/web.ts';
import {
  createGameAccount,
  grantRole,
  requireAccountByName,
  revokeRole,
  setPassword,
} from './features/auth/auth.service.ts';
import { createEmailLookup } from './accounts/email-lookup.ts';
import { createLiveFigures } from './features/admin/live-figures.ts';
import { ban as banAccountAsStaff, unban as unbanAccountAsStaff } from './features/admin/accounts.service.ts';
import { CONSOLE } from './platform/actor.ts';
import { recordAudit } from './platform/audit.ts';
import { AppError } from './platform/errors.ts';
import { isLanguage, type Language } from '../contract/i18n/languages.ts';
import { translate, translateText, type MessageKey } from '../contract/i18n/messages.ts';
import { text, type Text, type TextValues } from '../contract/i18n/text.ts';
import type { Log } from './platform/log.ts';

/*
 * The operator's commands, on the configured databases (`npm run cli -- <command>`):
 *   account create <username> <email> [--password <p>]
 *   role grant <username> <super_admin|admin|moderator>
 *   role revoke <username> <role>
 *   password set <username> [--password <p>]
 *   ban <username> <days|permanent> <reason>
 *   unban <username>
 */

/** The commands and what each does, in `language`. */
export const usage = (language: Language): string => translate(language, 'cli.usage');

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Reads a password without echoing it (a line of standard input when it is not a terminal). */
  askPassword(prompt: string): Promise<string>;
}

/** A command line the CLI cannot run: its text, then the usage. */
class UsageError extends Error {
  readonly text: Text;
  constructor(message: Text) {
    super(message);
    this.text = message;
  }
}

/** What `command` needs, as the usage writes it. */
const needs = (command: string, args: string): UsageError =>
  new UsageError(text('cli.command.needs', { command, arguments: args }));

/** Splits `--password <p>` (or `--password=<p>`) from the positional arguments. */
function parseArgs(argv: string[]): { positional: string[]; password: string | undefined } {
  const positional: string[] = [];
  let password: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--password') {
      if (i + 1 >= argv.length) throw new UsageError(text('cli.option.needsValue', { option: '--password' }));
      password = argv[++i];
    } else if (arg.startsWith('--password=')) {
      password = arg.slice('--password='.length);
    } else if (arg.startsWith('--')) {
      throw new UsageError(text('cli.option.unknown', { option: arg }));
    } else {
      positional.push(arg);
    }
  }
  return { positional, password };
}

/** A value a schema checks, for `check`. */
interface Schema<T> {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
}

/** 12 characters a player can type on any keyboard layout and read without confusion. */
export function generatePassword(length = 12): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** The services' log on the console: warnings and errors to stderr, the rest unsaid. */
function cliLog(io: CliIo): Log {
  const line =
    (level: string) =>
    (first: object | string, message?: string): void => {
      if (level !== 'info') io.err(typeof first === 'string' ? first : (message ?? ''));
    };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

/** Runs one command; returns the process exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runCli(
  argv: string[],
  deps: {
    dbs: Databases;
    core: GameCoreInfo;
    io: CliIo;
    /** The site's configuration: ban and unban need it (each realm's worldserver console that kicks). */
    config?: Config;
    /** The realms (`openRealms`); read from `realmlist` and the configuration when a command needs them. */
    realms?: RealmRegistry;
    /** The language the CLI writes in (the shell's locale, else SITE_LANGUAGE). */
    language?: Language;
  },
): Promise<number> {
  const { dbs, core, io } = deps;
  const language = deps.language ?? 'en';
  const say = (key: MessageKey, values?: TextValues) => translate(language, key, values);
  /** The value, or the field's name and its rule's message in the CLI's language. */
  const check = <T>(schema: Schema<T>, value: unknown, field: MessageKey): T => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const message = translateText(language, result.error.issues[0]!.message);
    throw new AppError('VALIDATION_ERROR', text('cli.field', { field: say(field), message }));
  };
  const emailLookup = createEmailLookup(dbs);
  const staffDeps = async () => {
    if (!deps.config) throw new Error('runCli: ban and unban need the configuration');
    const realms = deps.realms ?? (await openRealms(dbs, deps.config, core));
    // No realm status job runs here: each realm's worldserver is asked once, now (whom a ban kicks).
    const answering = await checkRealmsNow(dbs.auth, realms);
    return {
      dbs,
      core,
      config: deps.config,
      realms,
      emailLookup,
      figures: createLiveFigures(dbs),
      answering,
    };
  };
  try {
    const { positional, password } = parseArgs(argv);
    const [group, action, ...rest] = positional;
    const command = `${group ?? ''} ${action ?? ''}`.trim();

    if (!group || group === 'help' || group === '--help') {
      io.out(usage(language));
      return group ? 0 : 2;
    }

    if (command === 'account create') {
      if (rest.length !== 2) throw needs('account create', '<username> <email>');
      const username = check(UsernameSchema, rest[0], 'cli.field.username');
      const email = check(EmailSchema, rest[1], 'cli.field.email');
      const chosen =
        password === undefined
          ? generatePassword()
          : check(NewPasswordSchema, password, 'cli.field.password');
      const account = await createGameAccount(
        { dbs, core, emailLookup, log: cliLog(io) },
        { username, email, password: chosen },
      );
      io.out(say('cli.account.created', { username: account.username, id: account.id }));
      if (password === undefined) io.out(say('cli.account.password', { password: chosen }));
      return 0;
    }

    if (command === 'role grant' || command === 'role revoke') {
      if (rest.length !== 2) throw needs(command, '<username> <role>');
      const role: SiteRole = check(SiteRoleSchema, rest[1], 'cli.field.role');
      const account = await requireAccountByName(dbs, rest[0]!);
      const granting = command === 'role grant';
      const audit = (trx: Kysely<WebDatabase>) =>
        recordAudit(trx, CONSOLE, {
          action: granting ? 'role.grant' : 'role.revoke',
          targetType: 'account',
          targetId: account.id,
          details: { username: account.username, role, by: 'cli' },
        });
      const changed = granting
        ? await grantRole(dbs, account.id, role, CONSOLE.name, audit)
        : await revokeRole(dbs, account.id, role, audit);
      if (!changed) {
        io.out(
          say(granting ? 'cli.role.alreadyHas' : 'cli.role.hasNot', { username: account.username, role }),
        );
        return 0;
      }
      io.out(say(granting ? 'cli.role.granted' : 'cli.role.revoked', { username: account.username, role }));
      return 0;
    }

    if (command === 'password set') {
      if (rest.length !== 1) throw needs('password set', '<username>');
      const account = await requireAccountByName(dbs, rest[0]!);
      let chosen = password;
      if (chosen === undefined) {
        chosen = await io.askPassword(say('cli.password.ask', { username: account.username }));
        check(NewPasswordSchema, chosen, 'cli.field.password');
        const again = await io.askPassword(say('cli.password.repeat'));
        if (again !== chosen) throw new AppError('VALIDATION_ERROR', text('cli.password.mismatch'));
      }
      await setPassword(dbs, account, check(NewPasswordSchema, chosen, 'cli.field.password'));
      io.out(say('cli.password.changed', { username: account.username }));
      return 0;
    }

    if (group === 'ban') {
      const [username, length, ...words] = [action, ...rest];
      if (!username || !length || words.length === 0) {
        throw needs('ban', '<username> <days|permanent> <reason>');
      }
      if (length !== 'permanent' && !/^\d+$/.test(length)) {
        throw new AppError('VALIDATION_ERROR', text('cli.ban.days', { length }));
      }
      const body = check(
        BanBodySchema,
        { reason: words.join(' '), duration: length === 'permanent' ? null : Number(length) },
        'cli.field.ban',
      );
      const account = await requireAccountByName(dbs, username);
      const result = await banAccountAsStaff(await staffDeps(), CONSOLE, account.id, body);
      const banned = { username: account.username, reason: body.reason };
      io.out(
        result.ban.permanent
          ? say('cli.ban.permanent', banned)
          : say('cli.ban.until', {
              ...banned,
              until: new Date(result.ban.unbandate * 1000).toISOString().slice(0, 16).replace('T', ' '),
            }),
      );
      const sessions = say('cli.ban.sessionsEnded', { count: result.sessionsEnded });
      io.out(
        result.kicked.length
          ? `${sessions} ${say('cli.ban.kicked', { names: result.kicked.join(', ') })}`
          : sessions,
      );
      for (const line of result.kickErrors) io.err(say('cli.ban.kickFailed', { reason: line }));
      return 0;
    }

    if (group === 'unban') {
      if (!action || rest.length !== 0) throw needs('unban', '<username>');
      const account = await requireAccountByName(dbs, action);
      await unbanAccountAsStaff(await staffDeps(), CONSOLE, account.id);
      io.out(say('cli.unban.done', { username: account.username }));
      return 0;
    }

    throw new UsageError(text('cli.command.unknown', { command: positional.join(' ') }));
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${translateText(language, error.text)}\n\n${usage(language)}`);
      return 2;
    }
    if (error instanceof AppError) {
      io.err(translateText(language, error.text));
      return 1;
    }
    throw error;
  }
}

/** A password from the terminal without echo, or the next line of piped input. */
async function askPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    const line = await new Promise<string>((resolve) => {
      rl.once('line', resolve);
      rl.once('close', () => resolve(''));
    });
    rl.close();
    return line;
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new AppError('BAD_REQUEST', text('cli.cancelled')));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The language of the shell's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: `fr_FR.UTF-8`), if the site speaks it. */
export function shellLanguage(env: NodeJS.ProcessEnv): Language | undefined {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  const code = locale?.split(/[_.@-]/)[0]?.toLowerCase();
  return isLanguage(code) ? code : undefined;
}

async function main(): Promise<number> {
  readDotEnv();
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const dbs = openDatabases(config.databases);
  try {
    await waitForDatabases(dbs, config.databases, 10_000);
    await migrateWeb(dbs.web);
    if (config.embeddedGame) await migrateEmbeddedGame(dbs.auth);
    const core = await detectGameCore(dbs, config.expectedGameCore, gameDatabaseName(config));
    return await runCli(process.argv.slice(2), {
      dbs,
      core,
      config,
      language: shellLanguage(process.env) ?? config.languages.site,
      io: {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        askPassword,
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await dbs.close();
  }
}

if (import.meta.main) process.exitCode = await main();
