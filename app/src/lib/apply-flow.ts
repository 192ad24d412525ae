import type { ComponentType } from 'react';
import type { Job } from '@jumpers/ui';

/**
 * What the explore page hands the apply flow. The two features do not import each other: the route
 * table gives explore the (lazily loaded) apply flow as a component.
 */
export interface ApplyFlowProps {
  /** The job applied to, as the job call answered it. */
  job: Job;
  /** The dialog was closed before the application was sent. */
  onClose: () => void;
}

export type ApplyFlowComponent = ComponentType<ApplyFlowProps>;
