import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLanguage } from '../alerts/alerts-data';
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

type OneTimeCodeWords = { subject: string; text: (code: string, minutes: number) => string };

const oneTimeCodeWords: Record<MailLanguage, OneTimeCodeWords> = {
  en: {
    subject: 'Your jumpers password reset code',
    text: (code, minutes) =>
      `Your one-time code is ${code}.\n\n` +
      `It is valid for ${minutes} minutes and can be used once. ` +
      'If you did not ask to reset your password, you can ignore this message.',
  },
  de: {
    subject: 'Ihr Code zum Zurücksetzen Ihres jumpers-Passworts',
    text: (code, minutes) =>
      `Ihr Einmalcode lautet ${code}.\n\n` +
      `Er ist ${minutes} Minuten gültig und kann einmal verwendet werden. ` +
      'Falls Sie nicht verlangt haben, Ihr Passwort zurückzusetzen, können Sie diese Nachricht ignorieren.',
  },
  fr: {
    subject: 'Votre code de réinitialisation du mot de passe jumpers',
    text: (code, minutes) =>
      `Votre code à usage unique est ${code}.\n\n` +
      `Il est valable ${minutes} minutes et ne peut être utilisé qu’une seule fois. ` +
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer ce message.',
  },
  it: {
    subject: 'Il Suo codice per reimpostare la password di jumpers',
    text: (code, minutes) =>
      `Il Suo codice monouso è ${code}.\n\n` +
      `È valido ${minutes} minuti e può essere utilizzato una sola volta. ` +
      'Se non ha chiesto di reimpostare la password, può ignorare questo messaggio.',
  },
};

/** The password reset's one-time code, in the language of the account's e-mails. */
export function oneTimeCodeMail(to: string, code: string, minutes: number, language: MailLanguage): Mail {
  const words = oneTimeCodeWords[language];
  return { to, subject: words.subject, text: words.text(code, minutes) };
}
