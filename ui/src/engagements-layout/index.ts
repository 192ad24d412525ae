export {
  EngagementsLayout,
  type ApplicationOutcome,
  type EngagementJobKind,
  type EngagementsLayoutLabels,
  type EngagementsLayoutProps,
} from './engagements-layout';
