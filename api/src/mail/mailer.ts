import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { privateFileMode, privateFolder } from '../storage/private-files';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Header fields beyond From, To and Subject, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Where mail goes, for the start-up line: an SMTP host or the outbox folder. */
  describe: () => string;
  close: () => void;
};

/** Sends through the SMTP server of `smtpUrl` (smtp://user:pass@host:port, smtps://… for TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    describe: () => `SMTP ${new URL(smtpUrl).host}`,
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, every message becomes a file in `outboxDir` and is printed on the console, so that someone
 * trying the app on a laptop can read the one-time code.
 */
export function outboxMailer(outboxDir: string, from: string, print: (text: string) => void = console.log): Mailer {
  // Messages of one millisecond are told apart, in the order they were sent, by this number.
  let sequence = 0;
  return {
    async send(mail) {
      // The messages hold one-time codes: for the server's user only.
      await privateFolder(outboxDir);
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const safeRecipient = mail.to.replaceAll(/[^a-z0-9@._-]/gi, '_');
      const number = String(sequence++ % 1_000_000).padStart(6, '0');
      const file = path.join(outboxDir, `${stamp}-${number}-${safeRecipient}.txt`);
      const extraHeaders = Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
      const message = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n${extraHeaders.join('')}\n${mail.text}\n`;
      await writeFile(file, message, { flag: 'wx', mode: privateFileMode });
      print(`\n  Mail to ${mail.to} (saved in ${file}):\n  ${mail.subject}\n  ${mail.text.replaceAll('\n', '\n  ')}\n`);
    },
    describe: () => `outbox ${outboxDir}`,
    close: () => {},
  };
}

export function oneTimeCodeMail(to: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: 'Your jumpers password reset code',
    text:
      `Your one-time code is ${code}.\n\n` +
      `It is valid for ${minutes} minutes and can be used once. ` +
      'If you did not ask to reset your password, you can ignore this message.',
  };
}
