// Publishes the Storybook to Chromatic. Without a project token it only says what is missing:
// chromatic cannot authenticate offline and would retry forever instead of exiting.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN and run `npm run chromatic` again.');
  process.exit(0);
}

const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
