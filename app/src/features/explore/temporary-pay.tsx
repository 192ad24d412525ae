import { NetPayBreakdown, netPayBreakdownTranslations } from '@jumpers/ui';
import { swissDate } from '@jumpers/rules/swiss-date';
import { belowMinimumWage, minimumWageArea, temporaryPayEstimate } from '@jumpers/rules/temporary-pay';
import { uiTextCatalog, useUiText } from '../../i18n/messages';
import { useJumperProfile } from '../../lib/jumper-queries';
import type { ExploreJob } from './jobs-api';

/** The estimate's words of the ui, loaded with this code (explore-page.tsx loads it with its texts). */
const netPayBreakdownTexts = uiTextCatalog(netPayBreakdownTranslations);

/** The profile's date of birth (`DD-MM-YYYY`, as the first version keeps it) as `YYYY-MM-DD`. */
function isoDateOfBirth(dob: string | null | undefined) {
  const match = dob ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(dob) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/**
 * The net-pay estimate of a temporary job paid by the hour (docs/product-rules.md#temporary-pay), from its base wage
 * (the lowest of its range), with the holiday rate of the jumper's age on the first working day; a base wage below
 * the minimum of the job's area is flagged. Waits for the profile (its date of birth); without one, the usual rate.
 */
export function TemporaryPay({ job }: { job: ExploreJob }) {
  const text = useUiText(netPayBreakdownTexts);
  const profile = useJumperProfile();
  const { pay, startDate } = job.facts;
  if (!pay || pay.period !== 'hour' || pay.fromChf <= 0 || profile.isPending) return null;
  // The day a jumper's age is taken on when the job has started already.
  const today = swissDate();
  const estimate = temporaryPayEstimate({
    baseHourlyChf: pay.fromChf,
    dateOfBirth: isoDateOfBirth(profile.data?.jumper_dob),
    onDate: startDate && startDate > today ? startDate : today,
  });
  const minimum = job.canton ? belowMinimumWage(pay.fromChf, minimumWageArea(job.canton, job.postalCode)) : undefined;
  return <NetPayBreakdown estimate={estimate} minimum={minimum} text={text} />;
}
