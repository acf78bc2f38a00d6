import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Reads the mails the site wrote to `<DATA_DIR>/outbox/` (no SMTP configured), for the API tests and
 * the browser journeys: enough MIME to get the headers and the decoded plain-text and HTML bodies.
 */

export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`) in a header; the space between two of them is not text. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitHeaders(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHeaders(part.replace(/^\r?\n/, ''));
    const type = (p.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain')) text = decodeBody(p.headers, p.body);
    else if (type.startsWith('text/html')) html = decodeBody(p.headers, p.body);
  }
  return {
    file,
    to: decodeHeader(headers.to ?? ''),
    from: decodeHeader(headers.from ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    text,
    html,
    raw,
  };
}

/** Every mail in the outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8'), f));
}

/** The newest link to `page` (a path such as `/auth/reset-password`) in a mail sent to the address, if any. */
export function findMailLink(dataDir: string, to: string, page: string): string | undefined {
  const pattern = new RegExp(`https?://\\S+${page.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  const links = readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => pattern.exec(m.text)?.[0])
    .filter((link): link is string => !!link);
  return links.at(-1);
}

/** The reset link of the newest reset mail sent to the address, if any. */
export function findResetLink(dataDir: string, to: string): string | undefined {
  return findMailLink(dataDir, to, '/auth/reset-password');
}
