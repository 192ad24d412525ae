import { eq, sql } from 'drizzle-orm';
import { applicationStages, stagesOfList, type ApplicationStage } from '../applications/application-stages';
import {
  applicationIdFor,
  changeStage,
  stageBefore,
  type StageChange,
  type StageChangeResult,
} from '../applications/applications-data';
import type { Database } from '../db/database';
import { applications, users } from '../db/schema';
import { jobId } from './jobs-commands';
import { OperatorUsageError, type OperatorCommand, type OperatorContext } from './operator-command';

/** The jumper's application to the job (the open one, else the newest), with its stage. */
async function applicationFor(db: Database, email: string | undefined, value: string | undefined, usage: string) {
  if (!email) throw new OperatorUsageError(`Give the jumper's e-mail: ${usage}`);
  const job = jobId(value, usage);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw new OperatorUsageError(`There is no account with the e-mail ${email}.`);
  const id = await applicationIdFor(db, user.id, job);
  if (id === undefined) throw new OperatorUsageError(`${email} has not applied to job ${job}.`);
  const [row] = await db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id));
  return { userId: user.id, applicationId: id, stage: row!.stage, jobId: job };
}

const stageWords = (stage: ApplicationStage) => stage.replace('_', ' ');

async function move(
  db: Database,
  target: { userId: string; applicationId: number },
  change: StageChange,
  context: OperatorContext,
): Promise<Extract<StageChangeResult, { outcome: 'changed' }>> {
  const result = await changeStage(db, target, change, { publicUrl: context.digestSender.publicUrl });
  if (result.outcome === 'not-found') throw new OperatorUsageError('The application no longer exists.');
  if (result.outcome === 'not-allowed') {
    throw new OperatorUsageError(
      `The application is ${stageWords(result.from)}: it cannot move to ${stageWords(change.stage)}.`,
    );
  }
  return result;
}

/** The words after a flag, up to the next flag: `--reason The role is filled.` */
function flagValue(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const words: string[] = [];
  for (const word of args.slice(at + 1)) {
    if (word.startsWith('--')) break;
    words.push(word);
  }
  const value = words.join(' ').trim();
  if (!value) throw new OperatorUsageError(`Give a value after ${flag}.`);
  return value;
}

const flags = ['--reason', '--interview', '--place'];

/** A Swiss date and time, `2026-12-03T10:00`, as the instant it is in Europe/Zurich. */
export function swissDateTime(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(value);
  const asUtc = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]))
    : Number.NaN;
  if (!match || Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== value.replace(' ', 'T')) {
    throw new OperatorUsageError(`The interview is a Swiss date and time such as 2026-12-03T10:00, not "${value}".`);
  }
  const offsetAt = (instant: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')!.value;
    const [sign = '+', hours = '00', minutes = '00'] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)?.slice(1) ?? [];
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

const statusUsage = 'status <email> <job-id> <stage> [--reason <text>] [--interview 2026-12-03T10:00] [--place <text>]';

/** `status`: moves an application to a stage, along the allowed transitions, and tells the jumper by e-mail. */
const status: OperatorCommand = {
  name: 'status',
  usage: '<email> <job-id> <stage> [--reason …] [--interview …] [--place …]',
  summary: `moves an application to a stage (${applicationStages.filter((stage) => stage !== 'withdrawn').join(', ')})`,
  run: async (db, args, context) => {
    const firstFlag = args.findIndex((arg) => arg.startsWith('--'));
    const [email, value, stage, ...extra] = firstFlag < 0 ? args : args.slice(0, firstFlag);
    const unknownFlag = args.find((arg) => arg.startsWith('--') && !flags.includes(arg));
    if (unknownFlag) throw new OperatorUsageError(`Unknown option ${unknownFlag}: ${statusUsage}`);
    if (extra.length > 0) throw new OperatorUsageError(`Unexpected "${extra.join(' ')}": ${statusUsage}`);
    // Only the jumper withdraws an application (in the app).
    const stages: readonly ApplicationStage[] = applicationStages.filter((candidate) => candidate !== 'withdrawn');
    if (!stages.includes(stage as ApplicationStage)) {
      throw new OperatorUsageError(`The stage is one of ${stages.join(', ')}: ${statusUsage}`);
    }
    const reason = flagValue(args, '--reason') ?? null;
    const interviewText = flagValue(args, '--interview');
    const interviewPlace = flagValue(args, '--place') ?? null;
    if ((interviewText || interviewPlace) && stage !== 'interview') {
      throw new OperatorUsageError('--interview and --place go with the stage interview.');
    }
    if (reason && reason.length > 500) throw new OperatorUsageError('The reason is at most 500 characters.');
    if (interviewPlace && interviewPlace.length > 200)
      throw new OperatorUsageError('The place is at most 200 characters.');
    const interviewAt = interviewText ? swissDateTime(interviewText) : null;
    const target = await applicationFor(db, email, value, statusUsage);
    await move(
      db,
      target,
      { stage: stage as ApplicationStage, by: 'operator', reason, interviewAt, interviewPlace },
      context,
    );
    return `The application of ${email} to job ${target.jobId} is now ${stageWords(stage as ApplicationStage)}.`;
  },
};

const outcomeUsage = 'outcome <email> <job-id> unsuccessful|applied';

/**
 * `outcome`: the first version's two lists. `unsuccessful` moves an application that goes on to Unsuccessful
 * Applications; `applied` reopens an unsuccessful one at the stage it had before (Applied). Either is a status change.
 */
const outcome: OperatorCommand = {
  name: 'outcome',
  usage: '<email> <job-id> unsuccessful|applied',
  summary: "sets the outcome of a jumper's application (Engagements: Applied or Unsuccessful)",
  run: async (db, [email, value, wanted], context) => {
    if (wanted !== 'unsuccessful' && wanted !== 'applied') {
      if (!email) throw new OperatorUsageError(`Give the jumper's e-mail: ${outcomeUsage}`);
      jobId(value, outcomeUsage);
      throw new OperatorUsageError(`The outcome is "unsuccessful" or "applied": ${outcomeUsage}`);
    }
    const target = await applicationFor(db, email, value, outcomeUsage);
    const done = `The application of ${email} to job ${target.jobId} is now ${wanted}.`;
    const inList = (stagesOfList[wanted] as readonly ApplicationStage[]).includes(target.stage);
    if (inList) return done;
    const stage =
      wanted === 'unsuccessful'
        ? 'unsuccessful'
        : target.stage === 'unsuccessful'
          ? ((await stageBefore(db, target.applicationId, 'unsuccessful')) ?? 'sent')
          : 'sent';
    await move(db, target, { stage, by: 'operator' }, context);
    return done;
  },
};

export const applicationsCommands: OperatorCommand[] = [status, outcome];
