import type { DigestSender } from '../alerts/alert-digest';
import type { Database } from '../db/database';

/** What commands need beyond the database: how to send mail (the job alert digests). */
export type OperatorContext = { digestSender: DigestSender };

/** A command of `npm run operator -- <name> [args]`. */
export type OperatorCommand = {
  name: string;
  /** Arguments as shown in help, e.g. `<email> --reason <text>`. */
  usage: string;
  summary: string;
  /** Returns what the operator reads; throws OperatorUsageError for bad arguments. */
  run: (db: Database, args: string[], context: OperatorContext) => Promise<string>;
};

/** Bad arguments or an unknown target: the operator gets the message and exit code 2. */
export class OperatorUsageError extends Error {}
