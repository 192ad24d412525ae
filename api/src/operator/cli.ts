import path from 'node:path';
import { readConfig } from '../config';
import { embeddedDatabaseDir, readLockHolder } from '../db/embedded-lock';
import { OperatorUsageError } from './operator-command';

// The database, the mailer and the commands load only when this process runs a command itself: while a server holds
// the embedded database, the command runs there, and the CLI needs no more than a request (a second, not several).

async function runInServer(port: number, token: string, command: string, args: string[]) {
  const response = await fetch(`http://127.0.0.1:${port}/api/operator/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ command, args }),
  });
  const body = (await response.json()) as { output?: string; error?: string };
  if (response.status === 422) throw new OperatorUsageError(body.error);
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return body.output ?? '';
}

async function runHere(config: ReturnType<typeof readConfig>, command: string, args: string[]) {
  const [
    { openDatabase },
    { deliverQueuedMail },
    { outboxMailer, smtpMailer },
    { deliverQueuedPush },
    { operatorCommands, runOperatorCommand },
  ] = await Promise.all([
    import('../db/database'),
    import('../mail/mail-outbox'),
    import('../mail/mailer'),
    import('../push/push-outbox'),
    import('./commands'),
  ]);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir, holder: 'operator' },
  );
  // Mail goes where the server's would: SMTP, or the outbox of the data folder.
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
  try {
    const output = await runOperatorCommand(operatorCommands, database.db, command, args, {
      digestSender: { mailer, publicUrl: config.publicUrl },
    });
    // E-mail and notifications the command queued (a status change) go out now; what fails stays queued for the
    // server to retry. Notifications need the server's VAPID keys: without them they wait for a server that has them.
    const { failed } = await deliverQueuedMail(database.db, mailer);
    const pushFailed = config.vapid
      ? (await deliverQueuedPush(database.db, { vapid: config.vapid, agent: undefined })).failed
      : 0;
    return [
      output,
      ...(failed > 0 ? [`${failed} e-mail(s) could not be sent yet; the server retries them.`] : []),
      ...(pushFailed > 0 ? [`${pushFailed} notification(s) could not be sent yet; the server retries them.`] : []),
    ].join('\n');
  } finally {
    mailer.close();
    await database.close();
  }
}

async function main([command = 'help', ...args]: string[]) {
  if (command === 'help' || command === '--help' || command === '-h') {
    const { helpText, operatorCommands } = await import('./commands');
    return helpText(operatorCommands);
  }
  const config = readConfig();
  const holder = config.databaseUrl ? undefined : readLockHolder(embeddedDatabaseDir(config.dataDir));
  if (holder?.role === 'server' && holder.port && holder.token) {
    return runInServer(holder.port, holder.token, command, args);
  }
  return runHere(config, command, args);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof OperatorUsageError ? 2 : 1;
}
