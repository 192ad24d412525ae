import { Banner, Button, Card } from '@jumpers/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { defineCatalog, useText } from '../../i18n/catalog';
import { serverMessage } from '../../lib/server-error';

/**
 * Settings' job alerts and this page. They live here, and the section loads them from here: a separate module would
 * be one more chunk named in the app's entry, whose every byte each first visit pays.
 */
export const jobAlertsText = defineCatalog(
  {
    heading: 'Job alerts',
    intro: 'Each alert sends you one e-mail a day with the new jobs of its search, when there are any.',
    loading: 'Loading your job alerts',
    loadFailed: 'Your job alerts could not be loaded.',
    retry: 'Try again',
    pausedToast: (name: string) => `“${name}” is paused: no e-mails until you resume it.`,
    resumedToast: (name: string) => `“${name}” sends you new jobs again.`,
    deletedToast: (name: string) => `The job alert “${name}” is deleted.`,
    failed: 'Something went wrong, Please try again!',
    unsubscribeTitle: 'Unsubscribe from a job alert',
    unsubscribeQuestion: 'Do you want to stop the e-mails of this job alert?',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing…',
    unsubscribed: (name: string | null) =>
      name === null
        ? 'This job alert no longer exists: you will get no more e-mails for it.'
        : `You will get no more e-mails for the job alert “${name}”.`,
    resumeHint: 'You can resume it any time under Settings › Account.',
    missingToken: 'This unsubscribe link is incomplete. Please open the link from the e-mail again.',
    home: 'Go to jumpers',
  },
  {
    heading: 'Suchabos',
    intro: 'Jedes Abo schickt Ihnen einmal am Tag eine E-Mail mit den neuen Stellen seiner Suche, wenn es welche gibt.',
    loading: 'Ihre Suchabos werden geladen',
    loadFailed: 'Ihre Suchabos konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    pausedToast: (name: string) => `«${name}» ist pausiert: keine E-Mails, bis Sie es fortsetzen.`,
    resumedToast: (name: string) => `«${name}» schickt Ihnen wieder neue Stellen.`,
    deletedToast: (name: string) => `Das Suchabo «${name}» ist gelöscht.`,
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut!',
    unsubscribeTitle: 'Suchabo abmelden',
    unsubscribeQuestion: 'Möchten Sie die E-Mails dieses Suchabos abbestellen?',
    unsubscribe: 'Abmelden',
    unsubscribing: 'Wird abgemeldet…',
    unsubscribed: (name: string | null) =>
      name === null
        ? 'Dieses Suchabo gibt es nicht mehr: Sie erhalten dafür keine E-Mails mehr.'
        : `Sie erhalten keine E-Mails mehr für das Suchabo «${name}».`,
    resumeHint: 'Sie können es jederzeit unter Einstellungen › Konto fortsetzen.',
    missingToken: 'Dieser Abmeldelink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut.',
    home: 'Zu jumpers',
  },
);

type Outcome = { done: true; name: string | null } | { done: false; error: string };

/**
 * /unsubscribe?token=…: the page a digest's unsubscribe link opens, signed in or not. It asks before it
 * unsubscribes, as mail scanners open links on their own; mail programs unsubscribe in one click without it.
 */
export function Component() {
  const text = useText(jobAlertsText);
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
            <p className="font-medium">{text.unsubscribed(outcome.name)}</p>
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
