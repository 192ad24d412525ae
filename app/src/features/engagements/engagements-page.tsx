import { EngagementsLayout, type ApplicationOutcome, type EngagementJobKind } from '@jumpers/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { jobPath } from '../../lib/explore-url';
import { OfflineNotice } from '../../lib/offline-notice';
import { renderRouterLink } from '../../lib/router-link';
import { applicationsQuery } from './applications-api';
import { readEngagementsState } from './applications-params';
import { useEngagementsText } from './messages';

const WithdrawDialog = lazy(() =>
  import('./withdraw-dialog').then(({ WithdrawDialog }) => ({ default: WithdrawDialog })),
);

/**
 * `/jumper/engagement`: the jumper's applications, going on, turned down or withdrawn, temporary or permanent; each
 * with its timeline, the open ones with Withdraw.
 */
export function EngagementsPage() {
  const text = useEngagementsText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Kept in the address, so that back, forward and reload show the same list.
  const { outcome, kind, application: highlighted } = readEngagementsState(params);
  const applications = useQuery(applicationsQuery(outcome, kind));
  const [withdrawing, setWithdrawing] = useState<{ id: number; job_title: string }>();

  // The cards keep their "New update" marks while the jumper reads them; the navigation's marker goes.
  const queryClient = useQueryClient();
  const { mutate: markSeen } = useMutation({
    mutationFn: () => api.POST('/api/v1/applied_jobs/seen'),
    onSettled: () => invalidatePaths(queryClient, '/api/v1/applied_jobs/unread'),
  });
  const hasUnread = applications.data?.some((application) => application.is_unread) ?? false;
  useEffect(() => {
    if (hasUnread) markSeen();
  }, [hasUnread, markSeen]);

  function show(next: { outcome?: ApplicationOutcome; kind?: EngagementJobKind }) {
    const query = new URLSearchParams();
    const nextOutcome = next.outcome ?? outcome;
    if (nextOutcome !== 'applied') query.set('tab', nextOutcome);
    if ((next.kind ?? kind) === 'permanent') query.set('kind', 'permanent');
    setParams(query);
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <OfflineNotice shown={applications.data} />
      {/* Names the list shown, so that the cards' headings follow an h2 as the outline asks. */}
      <h2 className="sr-only">{`${text.layout[outcome]} · ${kind === 'permanent' ? text.layout.permanentJobs : text.layout.temporaryJobs}`}</h2>
      <EngagementsLayout
        outcome={outcome}
        onOutcomeChange={(next) => show({ outcome: next })}
        jobKind={kind}
        onJobKindChange={(next) => show({ kind: next })}
        applications={applications.data ?? []}
        // Each card opens its job in explore.
        applicationHref={(application) =>
          jobPath(application.is_permanent ? 'permanent' : 'jumper', application.job_id)
        }
        renderLink={renderRouterLink}
        onWithdraw={setWithdrawing}
        highlightedApplicationId={highlighted}
        onFindJobs={() => navigate('/jumper/explore')}
        loading={applications.isPending}
        error={applications.isError ? text.loadFailed : undefined}
        cardProps={{ locale: text.locale, text: text.card }}
        text={text.layout}
      />
      {withdrawing && (
        <Suspense>
          <WithdrawDialog application={withdrawing} onClose={() => setWithdrawing(undefined)} />
        </Suspense>
      )}
    </main>
  );
}
