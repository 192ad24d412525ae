export { ExploreLayout, type ExploreLayoutLabels, type ExploreLayoutProps } from './explore-layout';
