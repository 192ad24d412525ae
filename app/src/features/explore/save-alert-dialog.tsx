import { msg } from '@lingui/core/macro';
import { AlertEditor, alertEditorTranslations, Dialog, toast, type JobKind } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { useLanguage } from '../../i18n/language';
import {
  messageCatalog,
  messagesNow,
  uiTextCatalog,
  useMessages,
  useUiText,
  type MessageWith,
} from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { definedFilters, type ExploreFilters } from '../../lib/explore-url';
import { serverMessage } from '../../lib/server-error';
import { toPanelFilters } from '../../lib/panel-filters';
import { loadExploreMessages } from './messages';

const saveAlertText = messageCatalog(loadExploreMessages, {
  title: msg`Save this search as an alert`,
  saved: msg({
    message: '“{name}” is saved: new jobs come by e-mail once a day. Settings lists your alerts.',
  }) as MessageWith<{ name: string }>,
  failed: msg`Something went wrong, Please try again!`,
});

/** The alert editor's words of the ui, loaded with this code (explore-page.tsx loads it with its texts). */
const alertEditorTexts = uiTextCatalog(alertEditorTranslations);

/**
 * The alert's criteria as the server keeps them: the dashboard's own parameters for this search and its filters,
 * without the order (a digest lists the newest first).
 */
function alertCriteria(kind: JobKind, search: string, filters: ExploreFilters) {
  const { sort: _order, ...watched } = definedFilters(filters);
  return { permanent_job: kind === 'permanent', ...(search ? { search } : {}), ...watched };
}

/**
 * Explore's search and filters saved as a job alert, under a name the jumper may change; its e-mails come in the
 * language of the app. Loaded when the jumper first asks for it.
 */
export function SaveAlertDialog({
  kind,
  search,
  filters,
  onClose,
}: {
  kind: JobKind;
  search: string;
  filters: ExploreFilters;
  onClose: () => void;
}) {
  const text = useMessages(saveAlertText);
  const editorText = useUiText(alertEditorTexts);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();

  async function save({ name }: { name: string }) {
    const failed = (message: string | undefined) => {
      setRefusal(message ?? messagesNow(saveAlertText).failed);
      // The editor keeps what was typed for another try.
      throw new Error('The job alert was not saved.');
    };
    let answer;
    try {
      answer = await api.POST('/api/v1/job_alerts', {
        body: { job_alert: { name, criteria: alertCriteria(kind, search, filters), language } },
      });
    } catch {
      return failed(undefined);
    }
    if (!answer.data) return failed(serverMessage(answer.error, answer.response));
    void invalidatePaths(queryClient, '/api/v1/job_alerts');
    toast.success(messagesNow(saveAlertText).saved({ name: answer.data.data.name }));
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.title} text={useUiText(dialogTexts)}>
      <AlertEditor
        criteria={{ kind, search: search || undefined, filters: toPanelFilters(filters) }}
        onSave={save}
        onCancel={onClose}
        errorMessage={refusal}
        text={editorText}
      />
    </Dialog>
  );
}
