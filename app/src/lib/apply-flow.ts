import type { ComponentType } from 'react';
import type { ApplyStep, Job } from '@jumpers/ui';

/**
 * What the explore page hands the apply flow. The two features do not import each other: the route
 * table gives explore the (lazily loaded) apply flow as a component.
 */
export interface ApplyFlowProps {
  /** The job applied to, as the job call answered it. */
  job: Job;
  /** The step on screen, kept by the page in the browser's history; 0 while Back has closed the dialog. */
  step: ApplyStep;
  /** Goes to another step: forward adds a history entry, back goes back one. */
  onStepChange: (step: ApplyStep) => void;
  /** Ends the flow (closed, or done); the page then goes to `to`, when given. */
  onClose: (to?: string) => void;
}

export type ApplyFlowComponent = ComponentType<ApplyFlowProps>;
