import { lazy } from 'react';
import { ExplorePage } from '../features/explore/explore-page';
import { withTexts } from '../i18n/messages';

/**
 * The apply flow loads only when a jumper presses Apply; explore receives it, so the features stay apart. It is
 * declared with Explore's code rather than in the route table: the build then knows that the flow is asked for where
 * Explore's modules are already loaded, and its download holds only what Explore does not (chunk-layout.ts).
 */
const ApplyFlow = lazy(() =>
  withTexts(import('../features/apply/apply-flow').then(({ ApplyFlow }) => ({ default: ApplyFlow }))),
);

/** Explore, with the apply flow it opens. */
export function ExploreRoute() {
  return <ExplorePage applyFlow={ApplyFlow} />;
}
