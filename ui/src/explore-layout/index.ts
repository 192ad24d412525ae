export {
  ExploreLayout,
  exploreLayoutText,
  exploreLayoutTranslations,
  type ExploreLayoutText,
  type ExploreLayoutProps,
} from './explore-layout';
