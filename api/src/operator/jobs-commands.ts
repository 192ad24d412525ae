import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { closeJob, germanLevels, listJobs, publishJobs, type GermanLevel, type JobInput } from '../jobs/jobs-data';
import { OperatorUsageError, type OperatorCommand } from './operator-command';

export function jobId(value: string | undefined, usage: string): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id < 1)
    throw new OperatorUsageError(`Give a job id (a whole number): ${usage}`);
  return id;
}

const day = (value: Date) => value.toISOString().slice(0, 10);

const jobsList: OperatorCommand = {
  name: 'jobs-list',
  usage: '',
  summary: 'every job, newest first: id, kind, state, applications, title, company, place',
  run: async (db) => {
    const rows = await listJobs(db);
    if (rows.length === 0) return 'No jobs yet.';
    const lines = rows.map((job) =>
      [
        String(job.id).padStart(6),
        job.kind.padEnd(9),
        (job.closedAt ? `closed ${day(job.closedAt)}` : 'open').padEnd(17),
        String(job.applications).padStart(4),
        `${job.title} · ${job.company} · ${job.place}`,
      ].join('  '),
    );
    return [`${'id'.padStart(6)}  ${'kind'.padEnd(9)}  ${'state'.padEnd(17)}  apps  job`, ...lines].join('\n');
  },
};

type FieldRule = { key: keyof JobInput; type: 'string' | 'number'; required: boolean };

/** The fields of a published job, as written in the file (snake_case, like the API). */
const jobFileFields: Record<string, FieldRule> = {
  reference: { key: 'reference', type: 'string', required: false },
  title: { key: 'title', type: 'string', required: true },
  company: { key: 'company', type: 'string', required: true },
  description_html: { key: 'descriptionHtml', type: 'string', required: true },
  street: { key: 'street', type: 'string', required: false },
  postal_code: { key: 'postalCode', type: 'string', required: true },
  place: { key: 'place', type: 'string', required: true },
  canton: { key: 'canton', type: 'string', required: true },
  latitude: { key: 'latitude', type: 'number', required: true },
  longitude: { key: 'longitude', type: 'number', required: true },
  required_experience: { key: 'requiredExperience', type: 'string', required: true },
  workload: { key: 'workload', type: 'string', required: true },
  workload_from: { key: 'workloadFrom', type: 'number', required: false },
  workload_to: { key: 'workloadTo', type: 'number', required: false },
  start_date: { key: 'startDate', type: 'string', required: false },
  pay_from_chf: { key: 'payFromChf', type: 'number', required: false },
  pay_to_chf: { key: 'payToChf', type: 'number', required: false },
  answer_days: { key: 'answerDays', type: 'number', required: false },
};

/** Reads one job of a publish file; every problem is named with the job's position. */
export function parseJobFileEntry(entry: unknown, position: number): JobInput {
  const where = `Job ${position + 1}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new OperatorUsageError(`${where} is not an object.`);
  const record = entry as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(jobFileFields)) {
    const value = record[name];
    if (value === undefined || value === null) {
      if (rule.required) throw new OperatorUsageError(`${where} needs "${name}".`);
      continue;
    }
    if (typeof value !== rule.type || (rule.type === 'string' && (value as string).trim() === '')) {
      throw new OperatorUsageError(
        `${where}: "${name}" must be a ${rule.type === 'string' ? 'non-empty text' : 'number'}.`,
      );
    }
    input[rule.key] = value;
  }
  const kind = record.kind;
  if (kind !== 'jumper' && kind !== 'permanent')
    throw new OperatorUsageError(`${where}: "kind" must be "jumper" or "permanent".`);
  const payPeriod = record.pay_period ?? null;
  if (payPeriod !== null && payPeriod !== 'hour' && payPeriod !== 'month' && payPeriod !== 'year') {
    throw new OperatorUsageError(`${where}: "pay_period" must be "hour", "month" or "year".`);
  }
  if (typeof input.startDate === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(input.startDate)) {
    throw new OperatorUsageError(`${where}: "start_date" must be YYYY-MM-DD.`);
  }
  checkWorkload(input as Partial<JobInput>, where);
  checkPay(input as Partial<JobInput>, payPeriod, where);
  const answerDays = record.answer_days;
  if (
    answerDays != null &&
    !(Number.isInteger(answerDays) && (answerDays as number) >= 1 && (answerDays as number) <= 60)
  ) {
    throw new OperatorUsageError(`${where}: "answer_days" must be a whole number of working days from 1 to 60.`);
  }
  const requiredGermanLevel = record.required_german_level ?? null;
  if (requiredGermanLevel !== null && !germanLevels.includes(requiredGermanLevel as GermanLevel)) {
    throw new OperatorUsageError(
      `${where}: "required_german_level" must be one of ${germanLevels.map((level) => `"${level}"`).join(', ')}.`,
    );
  }
  const unknownFields = Object.keys(record).filter(
    (name) => !(name in jobFileFields) && !['kind', 'pay_period', 'required_german_level'].includes(name),
  );
  if (unknownFields.length > 0) throw new OperatorUsageError(`${where}: unknown field "${unknownFields[0]}".`);
  return {
    ...(input as Omit<JobInput, 'kind'>),
    kind,
    payPeriod,
    requiredGermanLevel: requiredGermanLevel as GermanLevel | null,
  };
}

/**
 * Workload percentages given in the file: whole numbers from 0 to 100, the lowest first; one alone is both ends.
 * Left out, they are read from the "workload" text.
 */
/**
 * A pay is a lowest figure, with a highest one for a range, per a period: a job that named only the highest figure
 * or no period would show no pay at all, so it is refused here rather than published without its pay.
 */
function checkPay(input: Partial<JobInput>, payPeriod: unknown, where: string) {
  const { payFromChf, payToChf } = input;
  for (const [name, pay] of [
    ['pay_from_chf', payFromChf],
    ['pay_to_chf', payToChf],
  ] as const) {
    if (pay != null && !(Number.isInteger(pay) && pay >= 0 && pay <= 2_147_483_647)) {
      throw new OperatorUsageError(`${where}: "${name}" must be a whole number of francs, 0 or more.`);
    }
  }
  if (payToChf != null && payFromChf == null) {
    throw new OperatorUsageError(`${where}: "pay_to_chf" needs "pay_from_chf" (a single figure is "pay_from_chf").`);
  }
  if (payFromChf != null && payToChf != null && payFromChf > payToChf) {
    throw new OperatorUsageError(`${where}: "pay_from_chf" must not be above "pay_to_chf".`);
  }
  if (payFromChf != null && payPeriod === null) {
    throw new OperatorUsageError(`${where}: "pay_from_chf" needs "pay_period" ("hour", "month" or "year").`);
  }
}

function checkWorkload(input: Partial<JobInput>, where: string) {
  const { workloadFrom, workloadTo } = input;
  for (const [name, value] of [
    ['workload_from', workloadFrom],
    ['workload_to', workloadTo],
  ] as const) {
    if (value != null && !(Number.isInteger(value) && value >= 0 && value <= 100)) {
      throw new OperatorUsageError(`${where}: "${name}" must be a whole percentage from 0 to 100.`);
    }
  }
  if (workloadFrom != null && workloadTo != null && workloadFrom > workloadTo) {
    throw new OperatorUsageError(`${where}: "workload_from" must not be above "workload_to".`);
  }
  if (workloadFrom != null) input.workloadTo ??= workloadFrom;
  if (workloadTo != null) input.workloadFrom ??= workloadTo;
}

const jobsPublish: OperatorCommand = {
  name: 'jobs-publish',
  usage: '<file.json>',
  summary: 'publishes the jobs of a JSON file (an array; a job with a known "reference" is updated)',
  run: async (db, [file]) => {
    if (!file) throw new OperatorUsageError('Give the JSON file to publish: jobs-publish <file.json>');
    // npm runs workspace scripts in api/; INIT_CWD is where the operator typed the command.
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(fullPath, 'utf8'));
    } catch (error) {
      throw new OperatorUsageError(`Cannot read ${fullPath} as JSON: ${(error as Error).message}`);
    }
    const entries = Array.isArray(parsed) ? parsed : [parsed];
    const inputs = entries.map(parseJobFileEntry);
    const ids = await publishJobs(db, inputs);
    return `Published ${ids.length} job${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}.`;
  },
};

const jobsClose: OperatorCommand = {
  name: 'jobs-close',
  usage: '<id>',
  summary: 'closes a job: it leaves Explore and takes no more applications',
  run: async (db, [value]) => {
    const id = jobId(value, 'jobs-close <id>');
    if (!(await closeJob(db, id))) throw new OperatorUsageError(`There is no open job ${id}.`);
    return `Job ${id} is closed.`;
  },
};

export const jobsCommands: OperatorCommand[] = [jobsList, jobsPublish, jobsClose];
