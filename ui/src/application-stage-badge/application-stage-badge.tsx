import type { ComponentProps } from 'react';
import { Badge, type BadgeProps } from '../badge';
import type { ApplicationStage } from '../lib/jobs';
import { applicationStageBadgeText, type ApplicationStageBadgeText } from './application-stage-badge-text';

/** The tone that repeats what a stage says: waiting is grey or amber, progress blue, a yes green, a no red. */
const stageTones: Record<ApplicationStage, BadgeProps['variant']> = {
  sent: 'neutral',
  in_review: 'warning',
  shortlisted: 'primary',
  interview: 'primary',
  offer: 'success',
  hired: 'success',
  unsuccessful: 'danger',
  withdrawn: 'neutral',
};

export type ApplicationStageBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The stage to name. */
  stage: ApplicationStage;
  /**
   * The stages' names, merged over the English defaults.
   * @defaultValue applicationStageBadgeText
   */
  text?: Partial<ApplicationStageBadgeText>;
};

/** Where an application stands, as a badge: the words say it, the colour repeats it. */
export function ApplicationStageBadge({ stage, text: textOverrides, ...props }: ApplicationStageBadgeProps) {
  const text = { ...applicationStageBadgeText, ...textOverrides };
  return (
    <Badge data-slot="application-stage-badge" data-stage={stage} dot variant={stageTones[stage]} {...props}>
      {text.stages[stage]}
    </Badge>
  );
}
