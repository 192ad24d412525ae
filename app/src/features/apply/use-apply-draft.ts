import { jobKind, type ApplyDraftValues, type ApplyStep, type Job } from '@jumpers/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { applyDraftQuery, saveApplyDraft, type ApplyDraft } from './apply-api';

/** Typing pauses this long before what was typed is kept: one save per pause, not one per key. */
const typingPause = 800;

/**
 * The draft of one job's apply flow: read as the flow opens (the flow then goes to the step it had reached), kept
 * on the server at each step reached and after each pause in typing, and forgotten once the application is sent.
 */
export function useApplyDraft(job: Job, step: ApplyStep, onResume: (step: ApplyDraft['step']) => Promise<void>) {
  const kind = jobKind(job);
  const stored = useQuery(applyDraftQuery(job.id, kind));
  const typed = useRef<ApplyDraftValues>({});
  const reached = useRef<ApplyDraft['step']>(1);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(false);

  const save = useCallback(() => {
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
    if (sent.current) return;
    void saveApplyDraft(job.id, kind, { step: reached.current, values: typed.current });
  }, [job.id, kind]);

  // Until the draft has been read and the flow taken to its step, the flow shows nothing (not the explainer first).
  const [resumed, setResumed] = useState(false);
  const resume = useEffectEvent(async (draft: ApplyDraft | null) => {
    if (draft) {
      typed.current = draft.values;
      reached.current = draft.step;
    }
    // A step that cannot be reached (its profile failed to load, say) leaves the flow at the start: it opens there.
    await (draft && draft.step > step ? onResume(draft.step) : undefined);
    setResumed(true);
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || stored.isPending) return;
    asked.current = true;
    void resume(stored.data ?? null);
  }, [stored.isPending, stored.data]);

  // Each step after the explainer is kept as it is reached; the confirmation is no draft (sending deleted it).
  useEffect(() => {
    if (step !== 2 && step !== 3 && step !== 4) return;
    reached.current = step;
    save();
  }, [step, save]);

  // A change typed just before the flow closed is kept all the same.
  useEffect(
    () => () => {
      if (pendingSave.current !== undefined) save();
    },
    [save],
  );

  return {
    /** Whether the draft is still being read: the flow waits for it, so that it opens where it stopped. */
    loading: !resumed,
    /** What the draft had typed, for the dialog to start from. */
    values: stored.data?.values,
    /** Keeps what is typed once typing pauses. */
    change(values: ApplyDraftValues) {
      typed.current = values;
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(save, typingPause);
    },
    /** The application went: nothing more is kept (the server deleted the draft). */
    sent() {
      sent.current = true;
      clearTimeout(pendingSave.current);
      pendingSave.current = undefined;
    },
  };
}
