import { useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { JobTile, type JobTileProps } from '../job-tile';
import { cn } from '../lib/cn';
import type { Job } from '../lib/jobs';

export type JobListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The jobs of the current page, in order. */
  jobs: Job[];
  /** The id of the job whose detail is shown, or null when none is. */
  selectedJobId: number | null;
  /** Called when the user presses a tile (also the selected one, so that inline details can close). */
  onSelectJob: (job: Job) => void;
  /**
   * Given, the selected tile expands this detail right under itself (narrow screens) and tiles
   * announce themselves as expanded or collapsed.
   */
  renderInlineDetail?: (job: Job) => ReactNode;
  /** The tiles' words, passed to every tile. */
  text?: JobTileProps['text'];
  /** A tile's facts and save toggle, for each job that has them. */
  tileProps?: (job: Job) => Pick<JobTileProps, 'facts' | 'save'>;
};

const movesByKey: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A keyboard-navigable list of job tiles. One tile is in the tab order (the selected one, else
 * the first); the arrow keys, Home and End move between tiles, Enter or Space selects.
 */
export function JobList({
  jobs,
  selectedJobId,
  onSelectJob,
  renderInlineDetail,
  text,
  tileProps,
  className,
  ...props
}: JobListProps) {
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const tabbableId = jobs.some((job) => job.id === selectedJobId) ? selectedJobId : jobs[0]?.id;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = movesByKey[event.key];
    if (!move) return;
    event.preventDefault();
    const target = jobs[move(index, jobs.length)];
    if (target) tiles.current.get(target.id)?.focus();
  }

  return (
    <ul data-slot="job-list" className={cn('flex flex-col gap-3', className)} {...props}>
      {jobs.map((job, index) => {
        const selected = job.id === selectedJobId;
        const detailId = `job-detail-inline-${job.id}`;
        return (
          <li key={job.id} className="flex flex-col gap-3">
            <JobTile
              ref={(element) => {
                if (element) tiles.current.set(job.id, element);
                else tiles.current.delete(job.id);
              }}
              {...tileProps?.(job)}
              job={job}
              selected={selected}
              text={text}
              tabIndex={job.id === tabbableId ? 0 : -1}
              aria-expanded={renderInlineDetail ? selected : undefined}
              aria-controls={renderInlineDetail && selected ? detailId : undefined}
              onClick={() => onSelectJob(job)}
              onKeyDown={(event) => moveFocus(event, index)}
            />
            {renderInlineDetail && selected && <div id={detailId}>{renderInlineDetail(job)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
