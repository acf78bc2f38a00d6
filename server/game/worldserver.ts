import { text, type Text } from '../../contract/i18n/text.ts';
import type { GameCore } from '../config.ts';
import { AppError } from '../platform/errors.ts';

/*
 * The worldserver's remote console over SOAP (docs/game-core.md §5): a POST of one `executeCommand`
 * envelope with HTTP Basic auth. Only a small typed set of commands exists here, each built from
 * validated arguments, so nothing a person typed is ever pasted into a command line as is.
 */

/** Character names (`normalizePlayerName`): letters only, 2 to 12. */
const CHARACTER_NAME = /^[A-Za-z]{2,12}$/;
/** Account names: the site's rule, within the core's limit of 17. */
const ACCOUNT_NAME = /^[A-Za-z0-9]{3,17}$/;
/** Free text the core takes as "the rest of the line" (ban and kick reasons): one printable line. */
const REASON_MAX = 200;
const REASON = new RegExp(`^[^\\p{Cc}]{1,${REASON_MAX}}$`, 'u');

const CONSOLE_TIMEOUT_MS = 5000;

type UnstuckLocation = 'inn' | 'graveyard' | 'startzone';

export interface WorldserverConsole {
  /** `server info`: the version line, connected players, uptime. */
  serverInfo(): Promise<string>;
  /** `unstuck NAME inn`: teleports an online character home (offline ones are moved in the database). */
  unstuck(name: string, location?: UnstuckLocation): Promise<string>;
  /** `kick NAME [reason]`: online characters only. */
  kick(name: string, reason?: string): Promise<string>;
  /** `ban account NAME <n>d|-1 reason`: days, or permanent. */
  banAccount(account: string, days: number | null, reason: string): Promise<string>;
  /** `unban account NAME`. */
  unbanAccount(account: string): Promise<string>;
  /**
   * `character erase NAME`: the worldserver kicks the player if in the world and removes the character
   * with every side effect in its memory and tables (`Player::DeleteFromDB`, full removal: no console
   * command deletes with `CharDelete.Method = 1`).
   */
  eraseCharacter(name: string): Promise<string>;
}

function invalid(message: Text): never {
  throw new AppError('VALIDATION_ERROR', message);
}

function checkCharacterName(name: string): string {
  if (!CHARACTER_NAME.test(name))
    invalid(text('api.worldserver.badCharacterName', { name: JSON.stringify(name) }));
  return name;
}

function checkAccountName(name: string): string {
  if (!ACCOUNT_NAME.test(name))
    invalid(text('api.worldserver.badAccountName', { name: JSON.stringify(name) }));
  return name.toUpperCase();
}

function checkReason(reason: string): string {
  const line = reason.trim().replace(/\s+/g, ' ');
  if (!REASON.test(line)) invalid(text('api.worldserver.badReason', { max: REASON_MAX }));
  return line;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_m, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity]!;
  });
}

/** The request body, namespace `urn:AC` (AzerothCore) or `urn:TC` (TrinityCore). */
export function soapEnvelope(command: string, core: GameCore): string {
  const ns = core === 'trinitycore' ? 'urn:TC' : 'urn:AC';
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/">' +
    '<SOAP-ENV:Body>' +
    `<ns1:executeCommand xmlns:ns1="${ns}"><command>${escapeXml(command)}</command></ns1:executeCommand>` +
    '</SOAP-ENV:Body></SOAP-ENV:Envelope>'
  );
}

function elementText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(
    xml,
  );
  return match ? unescapeXml(match[1]!) : undefined;
}

/** The console's output: CR LF line ends (gSOAP writes the CR as `&#xD;`) become LF, outer blanks trimmed. */
function cleanOutput(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/**
 * Some commands report a failure as ordinary output and still "succeed" (docs/game-core.md §5.4): the ban's
 * "Unsuccessful! A longer ban…" and the unban's "There was an error removing the ban…".
 */
function failureInOutput(output: string): boolean {
  // Line starts only: a ban reason echoed back ("… Reason: error farming.") is not a failure.
  return /(^|\n)\s*(unsuccessful|error)\b/i.test(output) || /\bthere was an error\b/i.test(output);
}

/**
 * A client for `WORLDSERVER_SOAP_URL` (`http://user:pass@host:7878/`). The worldserver serves one
 * request at a time, so requests are queued here and sent one after the other.
 */
export function createWorldserverConsole(options: {
  url: string;
  core: GameCore;
  timeoutMs?: number;
}): WorldserverConsole {
  const url = new URL(options.url);
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? CONSOLE_TIMEOUT_MS;
  let queue: Promise<unknown> = Promise.resolve();

  async function send(command: string): Promise<string> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', authorization },
        body: soapEnvelope(command, options.core),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AppError(
          'WORLDSERVER_ERROR',
          text('api.worldserver.timeout', { seconds: timeoutMs / 1000 }),
        );
      }
      throw new AppError('WORLDSERVER_UNAVAILABLE', text('api.worldserver.unreachable'));
    }
    if (response.status === 401) {
      throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.credentialsRefused'));
    }
    if (response.status === 403) {
      throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.accountRefused'));
    }
    const fault = elementText(body, 'faultstring');
    if (fault !== undefined || response.status >= 400) {
      // The core's own words: passed on as they are, in no language of the site's.
      const output = cleanOutput(fault ?? `HTTP ${response.status}`);
      throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.refused', { output }));
    }
    const result = elementText(body, 'result');
    if (result === undefined) {
      throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.unreadable'));
    }
    const output = cleanOutput(result);
    if (failureInOutput(output)) {
      throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.failed', { output }));
    }
    return output;
  }

  /** One request at a time, in the order asked; a failure does not stop the ones queued behind it. */
  function run(command: string): Promise<string> {
    const next = queue.then(
      () => send(command),
      () => send(command),
    );
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    // async: a bad argument rejects like any other failure instead of throwing at the call.
    serverInfo: async () => run('server info'),
    unstuck: async (name, location = 'inn') => run(`unstuck ${checkCharacterName(name)} ${location}`),
    kick: async (name, reason) =>
      run(
        reason
          ? `kick ${checkCharacterName(name)} ${checkReason(reason)}`
          : `kick ${checkCharacterName(name)}`,
      ),
    banAccount: async (account, days, reason) => {
      if (days !== null && (!Number.isInteger(days) || days < 1)) invalid(text('api.worldserver.badDays'));
      // Always with a unit: a bare number is read as permanent by the core (docs/game-core.md §3.3).
      const duration = days === null ? '-1' : `${days}d`;
      return run(`ban account ${checkAccountName(account)} ${duration} ${checkReason(reason)}`);
    },
    unbanAccount: async (account) => run(`unban account ${checkAccountName(account)}`),
    eraseCharacter: async (name) => {
      const output = await run(`character erase ${checkCharacterName(name)}`);
      // "Player NAME (Guid: N) Account ACC (Id: M) deleted."; anything else (an unknown name) is a refusal.
      if (!/\bdeleted\.?$/m.test(output)) {
        throw new AppError('WORLDSERVER_ERROR', text('api.worldserver.notDeleted', { name, output }));
      }
      return output;
    },
  };
}

const consoles = new Map<string, WorldserverConsole>();

/**
 * A realm's console, or undefined when none is configured (WORLDSERVER_SOAP_URL for the one-realm
 * form, REALM_<id>_WORLDSERVER_SOAP_URL for each realm). One client (one queue) per URL and core in
 * the process, since the worldserver serves one request at a time.
 */
export function worldserverConsoleFor(
  config: { worldserverSoapUrl?: string | undefined },
  { core }: { core: GameCore },
): WorldserverConsole | undefined {
  if (!config.worldserverSoapUrl) return undefined;
  const key = `${core} ${config.worldserverSoapUrl}`;
  let known = consoles.get(key);
  if (!known) {
    known = createWorldserverConsole({ url: config.worldserverSoapUrl, core });
    consoles.set(key, known);
  }
  return known;
}
