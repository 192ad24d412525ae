import type { JobFactsData } from '../lib/job-facts';

/** The day the fact stories are seen on, so that 'From 1 Dec 2026' and '3 days ago' stay what they are. */
export const storyToday = '2026-11-20';

/** A temporary job with every fact: an hourly range, a workload range, a later start, a commute both ways. */
export const hourlyFacts: JobFactsData = {
  pay: { fromChf: 29, toChf: 32, period: 'hour' },
  workload: { from: 80, to: 100 },
  startDate: '2026-12-01',
  publishedAt: '2026-11-17T08:30:00Z',
  commute: { transit: { minutes: 25, km: 12.4 }, driving: { minutes: 18, km: 14 } },
};

/** A permanent job paid by the month, starting at once, published today, with no commute known. */
export const monthlyFacts: JobFactsData = {
  pay: { fromChf: 5200, period: 'month' },
  workload: { from: 100 },
  startDate: '2026-11-01',
  publishedAt: '2026-11-20T07:00:00Z',
};
