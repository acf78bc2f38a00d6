import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * A local HTTP server that answers like the worldserver's SOAP console (docs/game-core.md §5, gSOAP):
 * a success envelope whose output lines end in `&#xD;` + LF, a Fault with HTTP 500 when a command
 * fails, 401 with `WWW-Authenticate` for missing or wrong credentials, 403 for an account below
 * administrator, and, on demand, a reply that comes late. Like the real one it serves one request at
 * a time; it counts how many it was asked to serve at once so tests can see the client's queue.
 */

type FakeReply = { output: string; delayMs?: number } | { fault: string; delayMs?: number } | { hang: true };

export interface FakeWorldserver {
  /** `http://user:pass@127.0.0.1:PORT/` for WORLDSERVER_SOAP_URL. */
  url: string;
  /** The same with other credentials. */
  urlWith(user: string, pass: string): string;
  /** Every command received, in order, with the namespace used. */
  commands: Array<{ command: string; namespace: string }>;
  /** The most requests being answered at the same moment. */
  maxConcurrent: number;
  /** What a command gets; the default handler answers like AzerothCore. */
  reply(handler: (command: string) => FakeReply | undefined): void;
  close(): Promise<void>;
}

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:SOAP-ENC="http://schemas.xmlsoap.org/soap/encoding/" xmlns:xsi="http://www.w3.org/1999/XMLSchema-instance" xmlns:xsd="http://www.w3.org/1999/XMLSchema" xmlns:ns1="urn:AC"><SOAP-ENV:Body>';
const ENVELOPE_CLOSE = '</SOAP-ENV:Body></SOAP-ENV:Envelope>';

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The console's lines, each ending in CR LF, the CR written as gSOAP writes it. */
function consoleLines(output: string): string {
  return output
    .split('\n')
    .map((line) => `${xml(line)}&#xD;\n`)
    .join('');
}

function successBody(output: string): string {
  return `${ENVELOPE_OPEN}<ns1:executeCommandResponse><result>${consoleLines(output)}</result></ns1:executeCommandResponse>${ENVELOPE_CLOSE}`;
}

function faultBody(faultstring: string, detail = faultstring): string {
  return `${ENVELOPE_OPEN}<SOAP-ENV:Fault><faultcode>SOAP-ENV:Client</faultcode><faultstring>${faultstring}</faultstring><detail>${detail}</detail></SOAP-ENV:Fault>${ENVELOPE_CLOSE}`;
}

/** What AzerothCore prints for the commands the site sends. */
function azerothcoreReply(command: string): FakeReply {
  const [verb, ...args] = command.split(' ');
  switch (verb) {
    case 'server':
      return {
        output:
          'AzerothCore rev. 661dd71f735a 2026-06-24 (master branch) (Unix, RelWithDebInfo, Static)\nConnected players: 1. Characters in world: 1.\nConnection peak: 3.\nServer uptime: 2 hour(s) 5 minute(s) 1 second(s)',
      };
    case 'unstuck':
      return { output: `You are summoning ${args[0]} (offline).` };
    case 'kick':
      return { output: `Player ${args[0]} kicked.` };
    case 'ban': {
      const [, account, duration, ...reason] = args;
      return duration === '-1'
        ? { output: `${account} is banned permanently. Reason: ${reason.join(' ')}.` }
        : { output: `${account} is banned for ${duration}. Reason: ${reason.join(' ')}.` };
    }
    case 'unban':
      return { output: `${args[1]} unbanned.` };
    case 'character':
      return args[0] === 'erase'
        ? { output: `Player ${args[1]} (Guid: 0) Account UNKNOWN (Id: 0) deleted.` }
        : { fault: 'There is no such command.' };
    default:
      return { fault: 'There is no such command.' };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function unescape(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/**
 * Starts the fake on a free loopback port. `admin` is the account with security level 3; `gm` has a
 * lower level and gets 403, as the real console answers.
 */
export async function startFakeWorldserver(
  accounts: { admin?: [string, string]; gm?: [string, string] } = {},
): Promise<FakeWorldserver> {
  const [adminUser, adminPass] = accounts.admin ?? ['SOAPADMIN', 'soap-pass'];
  const [gmUser, gmPass] = accounts.gm ?? ['SOAPGM', 'gm-pass'];
  let handler: (command: string) => FakeReply | undefined = () => undefined;
  let active = 0;
  const sockets = new Set<Socket>();

  const fake: FakeWorldserver = {
    url: '',
    urlWith: () => '',
    commands: [],
    maxConcurrent: 0,
    reply(h) {
      handler = h;
    },
    close: async () => {},
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    active += 1;
    fake.maxConcurrent = Math.max(fake.maxConcurrent, active);
    try {
      const body = await readBody(req);
      const header = req.headers.authorization ?? '';
      const [user, pass] = header.startsWith('Basic ')
        ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
        : [];
      // The account check is case-insensitive for ASCII, like the core's.
      const isAdmin =
        user?.toUpperCase() === adminUser.toUpperCase() && pass?.toUpperCase() === adminPass.toUpperCase();
      const isGm =
        user?.toUpperCase() === gmUser.toUpperCase() && pass?.toUpperCase() === gmPass.toUpperCase();
      if (!isAdmin && !isGm) {
        res.writeHead(401, {
          'content-type': 'text/xml; charset=utf-8',
          'www-authenticate': 'Basic realm="gSOAP Web Service"',
        });
        res.end(faultBody('Error 401: HTTP 401 Unauthorized', ''));
        return;
      }
      if (!isAdmin) {
        res.writeHead(403, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(faultBody('Error 403: HTTP 403 Forbidden', ''));
        return;
      }
      const ns = /<(\w+):executeCommand\s+xmlns:\1="([^"]+)"/.exec(body)?.[2] ?? '';
      const command = unescape(/<command>([\s\S]*?)<\/command>/.exec(body)?.[1] ?? '');
      fake.commands.push({ command, namespace: ns });
      if (!command.trim()) {
        res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(faultBody('Command can not be empty'));
        return;
      }
      const reply = handler(command) ?? azerothcoreReply(command);
      if ('hang' in reply) {
        await new Promise((resolve) => req.socket.once('close', resolve));
        return;
      }
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if ('fault' in reply) {
        res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' });
        const text = consoleLines(reply.fault);
        res.end(faultBody(text, text));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(successBody(reply.output));
    } finally {
      active -= 1;
    }
  }

  const server: Server = createServer((req, res) => {
    answer(req, res).catch(() => {
      res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const urlWith = (user: string, pass: string) =>
    `http://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/`;
  fake.url = urlWith(adminUser, adminPass);
  fake.urlWith = urlWith;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
