export {
  EngagementsLayout,
  type ApplicationOutcome,
  type EngagementJobKind,
  engagementsLayoutText,
  type EngagementsLayoutText,
  type EngagementsLayoutProps,
} from './engagements-layout';
