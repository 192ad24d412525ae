import type { Language } from '../i18n/language';
import { Banner, Button } from '@jumpers/ui';
import { createRoot } from 'react-dom/client';
import { msg } from '@lingui/core/macro';
import { messageCatalog, useMessages } from '../i18n/messages';

const loadAppMessages = (language: Language) => import(`./locales/app/${language}.po`);

const updateText = messageCatalog(loadAppMessages, { ready: msg`A new version is ready.`, reload: msg`Reload` });

function UpdateReady({ onReload }: { onReload: () => void }) {
  const text = useMessages(updateText);
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

/** 'A new version is ready — Reload', in a corner of its own above every page, until the jumper reloads. */
export function showUpdateReady(onReload: () => void) {
  const holder = document.createElement('div');
  document.body.append(holder);
  createRoot(holder).render(<UpdateReady onReload={onReload} />);
}
