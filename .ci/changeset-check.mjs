// Fails when this branch changes what @jumpers/ui publishes without saying so in a changeset
// (.changeset/*.md, written with `npx changeset`), so that every release has its version bump and
// its change-log entry. The branch is compared with where it left main (git merge-base), working
// tree and new files included; on main itself, or where git knows no main, there is nothing to
// compare and the check passes. Offline: git only.
import { execFileSync } from 'node:child_process';

const base = process.env.CHANGESET_BASE ?? 'main';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function lines(output) {
  return output ? output.split('\n') : [];
}

let mergeBase;
try {
  mergeBase = git('merge-base', 'HEAD', base);
} catch {
  console.log(`changeset check: no ${base} to compare with, nothing to check`);
  process.exit(0);
}

const untracked = lines(git('ls-files', '--others', '--exclude-standard'));
const changed = [...lines(git('diff', '--name-only', mergeBase)), ...untracked];
const added = [...lines(git('diff', '--name-only', '--diff-filter=A', mergeBase)), ...untracked];

// What shapes the published package: ui/ (sources, manifest, build, README) and the design tokens it bundles.
// Stories, tests, screenshot baselines, story fixtures and the test-only scripts never reach a consumer, so
// changing them alone needs no release.
const unpublished =
  /(\.stories\.tsx|\.test\.tsx?|\.mdx|\/__screenshots__\/.*|^ui\/src\/(story-support|foundations)\/.*|^ui\/scripts\/consumer-smoke\.mjs|^ui\/vitest\.config\.ts)$/;
const publishedChanges = changed.filter(
  (file) => (file.startsWith('ui/') || file === 'tailwind.config.ts') && !unpublished.test(file),
);
const changesets = added.filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && file !== '.changeset/README.md');

if (publishedChanges.length > 0 && changesets.length === 0) {
  console.error(
    `changeset check: ${publishedChanges.length} published file(s) of @jumpers/ui changed since ${base} ` +
      `(${publishedChanges.slice(0, 5).join(', ')}${publishedChanges.length > 5 ? ', …' : ''}) without a changeset.\n` +
      'Run `npx changeset`, pick @jumpers/ui and the semver bump, describe the change for its users, and commit the file.',
  );
  process.exit(1);
}
console.log(
  `changeset check: ${publishedChanges.length} published file(s) of @jumpers/ui changed since ${base}, ` +
    `${changesets.length} new changeset(s)`,
);
