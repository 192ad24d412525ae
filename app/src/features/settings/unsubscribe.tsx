import { Banner, Button, Card } from '@jumpers/ui';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { messageCatalog, useMessages, type MessageWith } from '../../i18n/messages';
import { serverMessage } from '../../lib/server-error';
import { loadSettingsMessages } from './messages';

/**
 * Settings' job alerts and this page. They live here, and the section loads them from here: a separate module would
 * be one more chunk named in the app's entry, whose every byte each first visit pays.
 */
export const jobAlertsText = messageCatalog(loadSettingsMessages, {
  heading: msg`Job alerts`,
  intro: msg`Each alert sends you one e-mail a day with the new jobs of its search, when there are any.`,
  loading: msg`Loading your job alerts`,
  loadFailed: msg`Your job alerts could not be loaded.`,
  retry: msg`Try again`,
  pausedToast: msg({ message: '“{name}” is paused: no e-mails until you resume it.' }) as MessageWith<{ name: string }>,
  resumedToast: msg({ message: '“{name}” sends you new jobs again.' }) as MessageWith<{ name: string }>,
  deletedToast: msg({ message: 'The job alert “{name}” is deleted.' }) as MessageWith<{ name: string }>,
  // The same English as the account's, worded a little differently in German: a message of its own.
  failed: msg({ message: 'Something went wrong, Please try again!', context: 'job alerts' }),
  unsubscribeTitle: msg`Unsubscribe from a job alert`,
  unsubscribeQuestion: msg`Do you want to stop the e-mails of this job alert?`,
  unsubscribe: msg`Unsubscribe`,
  unsubscribing: msg`Unsubscribing…`,
  unsubscribed: msg({ message: 'You will get no more e-mails for the job alert “{name}”.' }) as MessageWith<{
    name: string;
  }>,
  /** The alert was deleted before its link was used. */
  unsubscribedGone: msg`This job alert no longer exists: you will get no more e-mails for it.`,
  resumeHint: msg`You can resume it any time under Settings › Account.`,
  missingToken: msg`This unsubscribe link is incomplete. Please open the link from the e-mail again.`,
  home: msg`Go to jumpers`,
});

type Outcome = { done: true; name: string | null } | { done: false; error: string };

/**
 * /unsubscribe?token=…: the page a digest's unsubscribe link opens, signed in or not. It asks before it
 * unsubscribes, as mail scanners open links on their own; mail programs unsubscribe in one click without it.
 */
export function Component() {
  const text = useMessages(jobAlertsText);
  const token = useSearchParams()[0].get('token');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function unsubscribe(tokenValue: string) {
    setSending(true);
    try {
      const { data, error, response } = await api.POST('/api/v1/job_alerts/unsubscribe', {
        params: { query: { token: tokenValue } },
      });
      setOutcome(
        data
          ? { done: true, name: data.data.name }
          : { done: false, error: serverMessage(error, response) ?? text.failed },
      );
    } catch {
      setOutcome({ done: false, error: text.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{text.unsubscribeTitle}</h1>
      <Card className="flex flex-col gap-4 p-6">
        {!token ? (
          <Banner variant="error">{text.missingToken}</Banner>
        ) : outcome?.done ? (
          <div role="status" className="flex flex-col gap-2">
            <p className="font-medium">
              {outcome.name === null ? text.unsubscribedGone : text.unsubscribed({ name: outcome.name })}
            </p>
            {outcome.name !== null && <p className="text-muted-foreground">{text.resumeHint}</p>}
          </div>
        ) : (
          <>
            <p>{text.unsubscribeQuestion}</p>
            {outcome && <Banner variant="error">{outcome.error}</Banner>}
            <Button className="self-start" disabled={sending} onClick={() => void unsubscribe(token)}>
              {sending ? text.unsubscribing : text.unsubscribe}
            </Button>
          </>
        )}
      </Card>
      <Button asChild variant="link" className="self-start">
        <Link to="/">{text.home}</Link>
      </Button>
    </main>
  );
}
