import { msg } from '@lingui/core/macro';
import { NetPayBreakdown } from '@jumpers/ui';
import { belowMinimumWage, minimumWageArea, temporaryPayEstimate } from '@jumpers/rules/temporary-pay';
import { intlLocale, useLanguage } from '../../i18n/language';
import { messageCatalog, useMessages, type MessageWith } from '../../i18n/messages';
import { useJumperProfile } from '../../lib/jumper-queries';
import type { ExploreJob } from './jobs-api';
import { loadExploreMessages } from './messages';

const netPayText = messageCatalog(loadExploreMessages, {
  caption: msg`Estimate`,
  /** Under the caption: what the table is. */
  summary: msg`What this job pays per hour, with the supplements owed on temporary work and the usual deductions.`,
  columns: {
    item: msg`Item`,
    rate: msg`Rate`,
    amount: msg`CHF per hour`,
  },
  base: msg`Base wage`,
  gross: msg`Gross wage`,
  net: msg`Net per hour`,
  lines: {
    publicHolidays: msg`Public holiday pay`,
    holidays: msg`Holiday pay`,
    thirteenthMonth: msg`13th month salary`,
    ahvIvEo: msg`AHV/IV/EO`,
    alv: msg`Unemployment insurance (ALV)`,
    gavEnforcement: msg`GAV enforcement contribution`,
  },
  /** Before the list of what the estimate leaves out. */
  leftOutIntro: msg`Not deducted here, so your net pay will be lower:`,
  leftOut: {
    accidentInsurance: msg`non-occupational accident insurance (NBU)`,
    sickPayInsurance: msg`sick-pay insurance (KTG)`,
    pensionFund: msg`pension fund (BVG)`,
    withholdingTax: msg`withholding tax, if you pay it`,
  },
  /** Where the rates come from, from the year of the table. */
  source: msg({ message: 'Rates of the GAV Personalverleih for {year}.' }) as MessageWith<{ year: number }>,
  belowMinimumTitle: msg`Below the minimum wage`,
  /** From the minimum as written ('21.22'). */
  belowMinimum: msg({
    message:
      'This base wage is below the GAV Personalverleih minimum of CHF {minimum} per hour for this area. Ask the company before you apply.',
  }) as MessageWith<{ minimum: string }>,
});

/** Today in Switzerland, `YYYY-MM-DD`: the day a jumper's age is taken on when the job has started already. */
const swissToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });

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
  const { source, belowMinimum, ...words } = useMessages(netPayText);
  const text = {
    ...words,
    locale: intlLocale(useLanguage()),
    source: (year: number) => source({ year }),
    belowMinimum: (minimum: string) => belowMinimum({ minimum }),
  };
  const profile = useJumperProfile();
  const { pay, startDate } = job.facts;
  if (!pay || pay.period !== 'hour' || pay.fromChf <= 0 || profile.isPending) return null;
  const today = swissToday();
  const estimate = temporaryPayEstimate({
    baseHourlyChf: pay.fromChf,
    dateOfBirth: isoDateOfBirth(profile.data?.jumper_dob),
    onDate: startDate && startDate > today ? startDate : today,
  });
  const minimum = job.canton ? belowMinimumWage(pay.fromChf, minimumWageArea(job.canton, job.postalCode)) : undefined;
  return <NetPayBreakdown estimate={estimate} minimum={minimum} text={text} />;
}
