import { numberFormat } from '../lib/intl-formats';
import { Fragment, type ComponentProps } from 'react';
import { badgeVariants } from '../badge';
import { cn } from '../lib/cn';
import { CarIcon, TrainIcon } from '../lib/job-icons';
import type { Commute, CommuteMode } from '../lib/job-facts';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import { commuteChipText, type CommuteChipText } from './commute-chip-text';

/** A compact way is a badge; a detailed one, plain text. */
const legLooks = {
  compact: badgeVariants({ variant: 'neutral' }),
  detailed: 'inline-flex items-center gap-1.5 text-base text-foreground',
};

const modeIcons = { transit: TrainIcon, driving: CarIcon } as const;
const modes: CommuteMode[] = ['transit', 'driving'];

export type CommuteChipProps = Omit<ComponentProps<'span'>, 'children'> & {
  /**
   * `compact` (on a tile): the minutes in a badge, the way read out; `detailed`: the way and the distance written.
   * @defaultValue 'compact'
   */
  variant?: 'compact' | 'detailed';
  /** The estimated way to the job; absent when there is no home (or typed place) to measure from. */
  commute?: Commute;
  /** Where the jumper sets their home: without a commute, the chip is a link there. Without either, nothing shows. */
  homeHref?: string;
  /** Renders that link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLink;
  /**
   * The chip's words, merged over the English defaults.
   * @defaultValue commuteChipText
   */
  text?: Partial<CommuteChipText>;
};

/**
 * The commute to a job by public transport and by car. `compact` (on a tile) shows the minutes, the way being read
 * out; `detailed` says the way and the distance. Without a commute it invites the jumper to set their home.
 */
export function CommuteChip({
  commute,
  homeHref,
  renderLink = renderAnchor,
  variant,
  text: textOverrides,
  className,
  ...props
}: CommuteChipProps) {
  const text = { ...commuteChipText, ...textOverrides };
  const legs = modes.filter((mode) => commute?.[mode]);
  const tone = variant ?? 'compact';
  if (legs.length === 0) {
    if (!homeHref) return null;
    return renderLink({
      href: homeHref,
      'data-slot': 'commute-chip-set-home',
      className: cn(
        'focus-ring inline-flex min-h-target items-center text-primary underline underline-offset-4 hover:text-primary-hover',
        tone === 'compact' && 'text-sm',
        className,
      ),
      children: text.setHome,
    } as Parameters<RenderLink>[0]);
  }
  const number = numberFormat(text.locale, { maximumFractionDigits: 1 });
  return (
    <span
      data-slot="commute-chip"
      data-variant={tone}
      className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}
      {...props}
    >
      {legs.map((mode, index) => {
        const { minutes, km } = commute![mode]!;
        const Icon = modeIcons[mode];
        return (
          <Fragment key={mode}>
            {/* Keeps the two ways apart when read as one text (a tile's name). */}
            {index > 0 && ' '}
            <span data-mode={mode} className={cn(legLooks[tone], '[&>svg]:size-4 [&>svg]:shrink-0')}>
              <Icon />
              {text.minutes(String(Math.round(minutes)))}{' '}
              {tone === 'compact' ? (
                <span className="sr-only">{text.modes[mode]}</span>
              ) : (
                <span>
                  {text.modes[mode]} <span className="text-muted-foreground">({text.km(number.format(km))})</span>
                </span>
              )}
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}
