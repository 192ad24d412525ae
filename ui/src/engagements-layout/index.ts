export {
  EngagementsLayout,
  type ApplicationOutcome,
  type EngagementJobKind,
  engagementsLayoutText,
  engagementsLayoutTranslations,
  type EngagementsLayoutText,
  type EngagementsLayoutProps,
} from './engagements-layout';
