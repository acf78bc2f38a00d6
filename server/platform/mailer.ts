import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' when mails are written as .eml files under DATA_DIR/outbox. */
  readonly delivery: 'smtp' | 'outbox';
  /** Where it writes: SMTP_URL's `host:port` (never its account), or the outbox folder. */
  readonly destination: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A transport made when the first mail goes out: nodemailer is loaded then, not by every process that
 * may never send one.
 */
function lazyTransport(make: (mailer: typeof nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((module) => make(module.default))),
    close: () => void transport?.then((t) => t.close()),
  };
}

/**
 * Outgoing mail through nodemailer: SMTP when `SMTP_URL` is set, otherwise one `.eml` file per mail in
 * `<DATA_DIR>/outbox/`, so the whole flow works on a machine with no mail relay.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl, { from: config.mailFrom }));
    return {
      delivery: 'smtp',
      destination: new URL(smtpUrl).host,
      async send(mail) {
        await (await transport.get()).sendMail(mail);
      },
      close: transport.close,
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport((mailer) =>
    mailer.createTransport(
      { streamTransport: true, buffer: true, newline: 'unix' },
      { from: config.mailFrom },
    ),
  );
  return {
    delivery: 'outbox',
    destination: outbox,
    async send(mail) {
      const info = await (await transport.get()).sendMail(mail);
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique within the same millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: transport.close,
  };
}
