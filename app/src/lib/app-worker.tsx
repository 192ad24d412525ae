/// <reference types="vite-plugin-pwa/client" />
import { Banner, Button } from '@jumpers/ui';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { defineCatalog, useText } from '../i18n/catalog';
import './install-app';

const updateText = defineCatalog(
  { ready: 'A new version is ready.', reload: 'Reload' },
  { ready: 'Eine neue Version ist bereit.', reload: 'Neu laden' },
);

function UpdateReady({ onReload }: { onReload: () => void }) {
  const text = useText(updateText);
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-md p-4">
      <Banner variant="info" className="bg-background shadow-lg">
        <span className="flex flex-wrap items-center gap-3">
          {text.ready}
          <Button size="sm" onClick={onReload}>
            {text.reload}
          </Button>
        </span>
      </Banner>
    </div>
  );
}

/**
 * Loaded once the first page has loaded (main.tsx), never with it: registers the service worker, which keeps the
 * build's files and what can be read offline, and says when a new version has arrived. The new version takes over
 * only on Reload, so a page never mixes chunks of two builds.
 */
const update = registerSW({
  onNeedRefresh() {
    const holder = document.createElement('div');
    document.body.append(holder);
    createRoot(holder).render(<UpdateReady onReload={() => void update(true)} />);
  },
});
