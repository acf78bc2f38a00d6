import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Outgoing mail through nodemailer: SMTP when `SMTP_URL` is set, otherwise one `.eml` file per mail in
 * `<DATA_DIR>/outbox/`, so the whole flow works on a machine with no mail relay.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
    return {
      delivery: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.mailFrom },
  );
  return {
    delivery: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique within the same millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
