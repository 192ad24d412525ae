import { addWorkingDays } from '@jumpers/rules/swiss-holidays';
import type { ApplicationWithJob } from '../jobs/jobs-data';
import { isWaitingForAnswer, legacyStatusOf } from './application-stages';
import type { HistoryEntry } from './applications-data';

const swissDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) an instant falls on in Switzerland. */
export const swissDate = (at: Date) => swissDay.format(at);

/**
 * By when the employer's answer can be expected (docs/product-rules.md#following-applications): the job's answer time
 * in working days of its canton, from the day of the last change of stage, or of the interview when that is later.
 * Null once the application no longer waits for an answer.
 */
export function answerExpectedBy(application: ApplicationWithJob): string | null {
  if (!isWaitingForAnswer(application.stage)) return null;
  const interview = application.stage === 'interview' ? application.interviewAt : null;
  const from = interview && interview > application.stageChangedAt ? interview : application.stageChangedAt;
  return addWorkingDays(swissDate(from), application.job.answerDays, application.job.canton);
}

/** An application as the contract's AppliedJob names its fields. */
export function appliedJobFields({ job, ...application }: ApplicationWithJob, history: HistoryEntry[]) {
  return {
    id: application.id,
    job_id: job.id,
    is_permanent: job.kind === 'permanent',
    job_title: job.title,
    company_name: job.company,
    place: job.place,
    applied_at: application.appliedAt.toISOString(),
    status: legacyStatusOf(application.stage),
    stage: application.stage,
    stage_changed_at: application.stageChangedAt.toISOString(),
    history: history.map((entry) => ({
      stage: entry.stage,
      changed_at: entry.changedAt.toISOString(),
      reason: entry.reason,
      interview_at: entry.interviewAt?.toISOString() ?? null,
      interview_place: entry.interviewPlace,
    })),
    answer_expected_by: answerExpectedBy({ job, ...application }),
    adjustments: application.adjustments ? { ...application.adjustments } : null,
    is_unread: application.unread,
    travel_time: application.travelTime,
    travel_distance: application.travelDistance,
    knowledge_of_german: application.knowledgeOfGerman,
  };
}
