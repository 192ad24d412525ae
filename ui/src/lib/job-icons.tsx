import { Icon, type IconProps } from './icons';

/*
 * The icons of a job's facts, commute and saving, apart from the controls' icons: only the pages that show jobs
 * load them, not every page's first visit.
 */

/** A banknote, for a job's pay. */
export function BanknoteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </Icon>
  );
}

/** A part-filled circle, for a job's workload. */
export function WorkloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9h9" />
    </Icon>
  );
}

/** A calendar page, for a job's start date. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

/** A clock, for how long ago a job was published. */
export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** A train, for the commute by public transport. */
export function TrainIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="14" rx="3" />
      <path d="M5 11h14M9 14.5h.01M15 14.5h.01M8 21l2-4M16 21l-2-4" />
    </Icon>
  );
}

/** A car, for the commute by car. */
export function CarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 16v-4l2-5h12l2 5v4z" />
      <path d="M4 12h16M7 16v2.5M17 16v2.5" />
      <path d="M7.5 14h.01M16.5 14h.01" />
    </Icon>
  );
}

/** A bookmark, for saving a job; filled when saved (the caller sets `fill`). */
export function BookmarkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3.5h12v17l-6-4-6 4z" />
    </Icon>
  );
}

/** A funnel, for the filters of a list. */
export function FilterIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 5h17l-6.5 7.5V19l-4 1.5v-8z" />
    </Icon>
  );
}
