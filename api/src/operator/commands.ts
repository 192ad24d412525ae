import type { Database } from '../db/database';
import { alertsCommands } from './alerts-commands';
import { applicationsCommands } from './applications-commands';
import { jobsCommands } from './jobs-commands';
import { reviewCommands } from './review-commands';
import { OperatorUsageError, type OperatorCommand, type OperatorContext } from './operator-command';

export { OperatorUsageError, type OperatorCommand, type OperatorContext } from './operator-command';

/** Every command the CLI offers. Feature modules add theirs here. */
export const operatorCommands: OperatorCommand[] = [
  ...reviewCommands,
  ...jobsCommands,
  ...applicationsCommands,
  ...alertsCommands,
];

export function helpText(commands: OperatorCommand[]) {
  const lines = commands.map((command) => `  ${`${command.name} ${command.usage}`.padEnd(48)} ${command.summary}`);
  return [
    'Usage: npm run operator -- <command> [arguments]',
    '',
    'Commands:',
    `  ${'help'.padEnd(48)} this list`,
    ...lines,
    '',
    'It works on the database of DATABASE_URL, or else on the embedded database in DATA_DIR;',
    'while a server holds the embedded database, the command runs inside that server.',
  ].join('\n');
}

export async function runOperatorCommand(
  commands: OperatorCommand[],
  db: Database,
  name: string,
  args: string[],
  context: OperatorContext,
) {
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) throw new OperatorUsageError(`Unknown command "${name}". Run "npm run operator -- help" for the list.`);
  return command.run(db, args, context);
}
