import { useId, type ComponentProps } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { TrashIcon } from '../lib/icons';
import type { JobCriteria } from '../lib/job-criteria';
import { describeJobCriteria } from '../lib/job-criteria-summary';
import { Switch } from '../switch';
import { alertListText, type AlertListText } from './alert-list-text';

/** A saved search whose new jobs are e-mailed once a day. */
export interface JobAlert {
  id: number | string;
  name: string;
  criteria: JobCriteria;
  /** A paused alert sends nothing until resumed. */
  paused: boolean;
}

export type AlertListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  alerts: readonly JobAlert[];
  /** Called by an alert's switch: `true` pauses it, `false` resumes it. */
  onPausedChange: (alert: JobAlert, paused: boolean) => void;
  /** Called when the deletion is confirmed; while its promise runs the dialog shows a spinner, and stays if it rejects. */
  onDelete: (alert: JobAlert) => void | Promise<unknown>;
  /**
   * The list's words, merged over the English defaults.
   * @defaultValue alertListText
   */
  text?: Partial<AlertListText>;
};

/** The jumper's job alerts, for Settings: each with its criteria in words, a switch for its e-mails and delete. */
export function AlertList({
  alerts,
  onPausedChange,
  onDelete,
  text: textOverrides,
  className,
  ...props
}: AlertListProps) {
  const text = { ...alertListText, ...textOverrides };
  if (alerts.length === 0) {
    return <EmptyState className="rounded-lg bg-surface" title={text.empty} description={text.emptyDescription} />;
  }
  return (
    <ul data-slot="alert-list" className={cn('flex flex-col gap-3', className)} {...props}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onPausedChange={onPausedChange} onDelete={onDelete} text={text} />
      ))}
    </ul>
  );
}

function AlertItem({
  alert,
  onPausedChange,
  onDelete,
  text,
}: Pick<AlertListProps, 'onPausedChange' | 'onDelete'> & {
  alert: JobAlert;
  /** The item's words, passed on by the list. */
  text: AlertListText;
}) {
  const nameId = useId();
  return (
    <li
      data-slot="alert-item"
      data-state={alert.paused ? 'paused' : 'active'}
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 data-[state=paused]:bg-surface"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={nameId} className="font-semibold break-words">
            {alert.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {describeJobCriteria(alert.criteria, text).join(' · ')}
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="ghost" size="icon" aria-label={text.delete(alert.name)}>
              <TrashIcon />
            </Button>
          }
          title={text.confirmDelete(alert.name)}
          description={text.confirmDeleteDescription}
          text={{ confirm: text.confirm, cancel: text.cancel }}
          onConfirm={() => onDelete(alert)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Switch
          label={text.dailyEmail}
          aria-describedby={nameId}
          checked={!alert.paused}
          onCheckedChange={(on) => onPausedChange(alert, !on)}
        />
        {alert.paused && <Badge>{text.paused}</Badge>}
      </div>
    </li>
  );
}
