export { ExploreLayout, exploreLayoutText, type ExploreLayoutText, type ExploreLayoutProps } from './explore-layout';
