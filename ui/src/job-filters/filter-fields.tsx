import { DateField } from '../date-field';
import {
  cantons,
  jobSorts,
  maxCommuteChoices,
  minPayChoices,
  startWithinChoices,
  type Canton,
  type JobFilterValue,
  type MaxCommute,
  type StartWithin,
} from '../lib/job-criteria';
import { formatAmount, type CommuteMode } from '../lib/job-facts';
import { NativeSelect } from '../native-select';
import { RadioGroup } from '../radio-group';
import { Switch } from '../switch';
import type { JobFiltersText } from './job-filters-text';
import { WorkloadRange } from './workload-range';

const commuteModes: CommuteMode[] = ['transit', 'driving'];

/** An empty choice of a drop-down or radio group: the filter is off. */
const any = '';

/** The controls of the filter panel, each labelled; the same in the side panel and in the small screen's dialog. */
export function FilterFields({
  value,
  onChange,
  commuteAvailable,
  today,
  text,
}: {
  value: JobFilterValue;
  onChange: (patch: Partial<JobFilterValue>) => void;
  commuteAvailable: boolean;
  /** The earliest start date offered, `YYYY-MM-DD`. */
  today: string;
  /** The fields' words, passed on by the panel. */
  text: JobFiltersText;
}) {
  const cantonOptions = [...cantons]
    .map((canton) => ({ value: canton, label: text.cantons[canton] }))
    .sort((a, b) => a.label.localeCompare(b.label, text.locale));
  return (
    <div data-slot="job-filter-fields" className="@container flex flex-col gap-5">
      <RadioGroup
        label={text.maxCommuteField}
        hint={commuteAvailable ? undefined : text.commuteNeedsHome}
        orientation="horizontal"
        disabled={!commuteAvailable}
        value={String(value.maxCommuteMinutes ?? any)}
        onValueChange={(choice) =>
          onChange({ maxCommuteMinutes: choice === any ? undefined : (Number(choice) as MaxCommute) })
        }
        options={[
          { value: any, label: text.anyCommute },
          ...maxCommuteChoices.map((minutes) => ({ value: String(minutes), label: text.commuteChoice(minutes) })),
        ]}
      />
      <RadioGroup
        label={text.commuteModeField}
        orientation="horizontal"
        disabled={!commuteAvailable}
        value={value.commuteMode}
        onValueChange={(mode) => onChange({ commuteMode: mode as CommuteMode })}
        options={commuteModes.map((mode) => ({ value: mode, label: text.commuteModes[mode] }))}
      />
      <WorkloadRange value={value.workload} onValueChange={(workload) => onChange({ workload })} text={text} />
      <NativeSelect
        label={text.minPayField}
        value={String(value.minPayChf ?? any)}
        onValueChange={(choice) => onChange({ minPayChf: choice === any ? undefined : Number(choice) })}
        options={[
          { value: any, label: text.anyPay },
          ...minPayChoices.map((amount) => ({
            value: String(amount),
            label: text.payChoice(formatAmount(amount, text)),
          })),
        ]}
      />
      <NativeSelect
        label={text.cantonField}
        value={value.canton ?? any}
        onValueChange={(choice) => onChange({ canton: choice === any ? undefined : (choice as Canton) })}
        options={[{ value: any, label: text.allCantons }, ...cantonOptions]}
      />
      <div className="grid gap-4 @md:grid-cols-2">
        <DateField
          label={text.startFromField}
          min={today}
          value={value.startFrom ?? ''}
          onChange={(event) => onChange({ startFrom: event.target.value || undefined })}
        />
        <NativeSelect
          label={text.startWithinField}
          value={String(value.startWithinDays ?? any)}
          onValueChange={(choice) =>
            onChange({ startWithinDays: choice === any ? undefined : (Number(choice) as StartWithin) })
          }
          options={[
            { value: any, label: text.anyStart },
            ...startWithinChoices.map((days) => ({ value: String(days), label: text.startWithinChoices[days] })),
          ]}
        />
      </div>
      <Switch
        label={text.germanField}
        hint={text.germanHint}
        checked={value.germanUpToMyLevel}
        onCheckedChange={(germanUpToMyLevel) => onChange({ germanUpToMyLevel })}
      />
      <NativeSelect
        label={text.sortField}
        value={value.sort}
        onValueChange={(sort) => onChange({ sort: sort as JobFilterValue['sort'] })}
        options={jobSorts.map((sort) => ({
          value: sort,
          label: text.sorts[sort],
          disabled: sort === 'commute' && !commuteAvailable,
        }))}
      />
    </div>
  );
}
