import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { cn } from '../lib/cn';
import { FilterIcon } from '../lib/job-icons';
import { countActiveFilters, defaultJobFilters, type JobFilterValue } from '../lib/job-criteria';
import { todayIso } from '../lib/today-iso';
import { useMediaQuery } from '../lib/use-media-query';
import { FilterFields } from './filter-fields';
import { jobFiltersText, type JobFiltersText } from './job-filters-text';

/** From this width the panel sits beside the list; below it, a button opens it in a dialog. */
const besideListQuery = '(min-width: 64rem)';

export type JobFiltersProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** The filters in force (controlled): the panel's fields start from them, and the count is theirs. */
  value: JobFilterValue;
  /** Called with the fields' filters by Apply, and with no filters (the sort and commute mode kept) by Reset. */
  onApply: (value: JobFilterValue) => void;
  /** Called at every edit with the fields' filters, before they are applied (to show how many jobs match, say). */
  onChange?: (draft: JobFilterValue) => void;
  /**
   * Whether the jumper has a home to measure commutes from; without one, the commute filter and sort are off.
   * @defaultValue true
   */
  commuteAvailable?: boolean;
  /**
   * `panel` beside the list, `sheet` behind a 'Filters (n)' button that opens a dialog; `auto` picks the panel
   * from 1024 px.
   * @defaultValue 'auto'
   */
  layout?: 'auto' | 'panel' | 'sheet';
  /**
   * The earliest start date offered, `YYYY-MM-DD`.
   * @defaultValue today in the user's time zone
   */
  today?: string;
  /**
   * The panel's words, merged over the English defaults.
   * @defaultValue jobFiltersText
   */
  text?: Partial<JobFiltersText>;
};

/**
 * The filters and sort of Explore's list: maximum commute, workload, minimum pay, canton, start, German up to the
 * jumper's level, sort. Edits stay in the panel until Apply; Reset clears the filters at once. On a small screen
 * the panel opens in a dialog from a button that says how many filters are active; the count is also announced
 * whenever it changes.
 */
export function JobFilters({
  value,
  onApply,
  onChange,
  commuteAvailable = true,
  layout = 'auto',
  today = todayIso(),
  text: textOverrides,
  className,
  ...props
}: JobFiltersProps) {
  const text = { ...jobFiltersText, ...textOverrides };
  const wide = useMediaQuery(besideListQuery);
  const asPanel = layout === 'panel' || (layout === 'auto' && wide);
  const formId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  // New filters in force (applied here, or by the page: a link, Back) replace what the fields show.
  const [shown, setShown] = useState(value);
  if (JSON.stringify(shown) !== JSON.stringify(value)) {
    setShown(value);
    setDraft(value);
  }
  const count = countActiveFilters(value);

  const edit = (patch: Partial<JobFilterValue>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange?.(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
  };
  const reset = () => {
    const cleared = { ...defaultJobFilters, sort: draft.sort, commuteMode: draft.commuteMode };
    setDraft(cleared);
    onChange?.(cleared);
    onApply(cleared);
  };

  const form = (
    <form id={formId} aria-labelledby={titleId} onSubmit={apply} noValidate>
      <FilterFields value={draft} onChange={edit} commuteAvailable={commuteAvailable} today={today} text={text} />
    </form>
  );
  const actions = (
    <>
      <Button type="button" variant="ghost" onClick={reset}>
        {text.reset}
      </Button>
      <Button type="submit" form={formId}>
        {text.apply}
      </Button>
    </>
  );
  const status = (
    <p role="status" className="sr-only">
      {text.activeCount(count)}
    </p>
  );

  if (asPanel) {
    return (
      <div
        data-slot="job-filters"
        data-layout="panel"
        className={cn('flex flex-col gap-4 rounded-lg border border-border bg-background p-4', className)}
        {...props}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {text.title}
        </h2>
        {form}
        <div className="flex flex-wrap justify-end gap-3">{actions}</div>
        {status}
      </div>
    );
  }
  return (
    <div data-slot="job-filters" data-layout="sheet" className={className} {...props}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Edits not applied are dropped: the dialog opens on the filters in force.
          if (next) setDraft(value);
          setOpen(next);
        }}
        trigger={
          <Button variant="outline" data-count={count}>
            <FilterIcon />
            {text.openFilters(count)}
          </Button>
        }
        title={<span id={titleId}>{text.title}</span>}
        text={{ close: text.close }}
        footer={actions}
      >
        {form}
      </Dialog>
      {status}
    </div>
  );
}
