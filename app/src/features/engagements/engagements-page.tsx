import { EngagementsLayout, type AppliedJob, type ApplicationOutcome, type EngagementJobKind } from '@jumpers/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useText } from '../../i18n/catalog';
import { engagementsText } from './messages';

/** The last answer, and which list (outcome and kind) it answered. */
type Applications = { key: string; status: 'ready' | 'failed'; items: AppliedJob[] };

async function fetchApplications(outcome: ApplicationOutcome, kind: EngagementJobKind): Promise<AppliedJob[]> {
  const { data } = await api.GET('/api/v1/applied_jobs', {
    params: {
      query: { is_applied: outcome === 'applied', ...(kind === 'permanent' ? { is_permanent: true } : {}) },
    },
  });
  if (!data) throw new Error('The applications could not be loaded.');
  return data.data.data;
}

/** `/jumper/engagement`: the jumper's applications, sent or turned down, temporary or permanent. */
export function EngagementsPage() {
  const text = useText(engagementsText);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Kept in the address, so that back, forward and reload show the same list.
  const outcome: ApplicationOutcome = params.get('tab') === 'unsuccessful' ? 'unsuccessful' : 'applied';
  const kind: EngagementJobKind = params.get('kind') === 'permanent' ? 'permanent' : 'temporary';
  const [applications, setApplications] = useState<Applications>({ key: '', status: 'ready', items: [] });
  const key = `${outcome}/${kind}`;
  const loading = applications.key !== key;

  useEffect(() => {
    let cancelled = false;
    fetchApplications(outcome, kind)
      .then((items) => !cancelled && setApplications({ key, status: 'ready', items }))
      .catch(() => !cancelled && setApplications({ key, status: 'failed', items: [] }));
    return () => {
      cancelled = true;
    };
  }, [outcome, kind, key]);

  function show(next: { outcome?: ApplicationOutcome; kind?: EngagementJobKind }) {
    const query = new URLSearchParams();
    if ((next.outcome ?? outcome) === 'unsuccessful') query.set('tab', 'unsuccessful');
    if ((next.kind ?? kind) === 'permanent') query.set('kind', 'permanent');
    setParams(query);
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {/* Names the list shown, so that the cards' headings follow an h2 as the outline asks. */}
      <h2 className="sr-only">{`${text.layout[outcome]} · ${kind === 'permanent' ? text.layout.permanentJobs : text.layout.temporaryJobs}`}</h2>
      <EngagementsLayout
        outcome={outcome}
        onOutcomeChange={(next) => show({ outcome: next })}
        jobKind={kind}
        onJobKindChange={(next) => show({ kind: next })}
        applications={applications.items}
        onFindJobs={() => navigate('/jumper/explore')}
        loading={loading}
        error={!loading && applications.status === 'failed' ? text.loadFailed : undefined}
        cardProps={{ locale: text.locale, statusLabels: text.statusLabels, labels: text.card }}
        labels={text.layout}
      />
    </main>
  );
}
