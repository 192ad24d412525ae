import { sendDueDigests } from '../alerts/alert-digest';
import type { OperatorCommand } from './operator-command';

/** `alerts-send`: the job alert digests that are due, now, instead of at the daily hour. */
const alertsSend: OperatorCommand = {
  name: 'alerts-send',
  usage: '',
  summary: 'sends the job alert digests due today now (each alert at most once a day)',
  run: async (db, _args, { digestSender }) => {
    const failures: string[] = [];
    const { due, sent, failed } = await sendDueDigests(db, digestSender, {
      onFailure: (alertId, error) =>
        failures.push(`  job alert ${alertId}: ${error instanceof Error ? error.message : String(error)}`),
    });
    const summary = `${due} job ${due === 1 ? 'alert was' : 'alerts were'} due: ${sent} ${sent === 1 ? 'e-mail' : 'e-mails'} sent, ${due - sent - failed} without new jobs, ${failed} failed.`;
    return [summary, ...failures].join('\n');
  },
};

export const alertsCommands: OperatorCommand[] = [alertsSend];
