import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What a step's history entry holds: the flow it belongs to, the step, how many of the flow's entries lead to it, and
 * what the flow is about (a job's id, say), so that a flow cut off by a reload can be taken up again.
 */
interface StepEntry {
  flow: string;
  step: number;
  depth: number;
  subject?: string;
}

function stepEntry(state: unknown): StepEntry | null {
  if (typeof state !== 'object' || state === null || !('historyStep' in state)) return null;
  return state.historyStep as StepEntry;
}

/**
 * The steps of a dialog as entries of the browser's history, on the address of the page that opened it: Back goes
 * one step back, and closes the dialog from its first step; Forward opens the next step again. The flow itself lives
 * in memory, with what was typed into it. Entries of a flow that was closed, or lost with a reload, lead back to the
 * page. Once the last step is reached (the flow's work is done), Back from it closes the flow instead of going back
 * to a step before it. A flow that a reload cut off before its last step is reported as `interrupted` (with its
 * subject) once its entries are left, so that the page can take it up again (what was typed is the page's to keep).
 */
export function useHistorySteps<Step extends number>(lastStep: Step) {
  const location = useLocation();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<{ id: string; finished: boolean } | null>(null);
  /** Set while the flow's entries are being left: where to go then, if anywhere. */
  const leaving = useRef<{ to?: string } | null>(null);
  const [interrupted, setInterrupted] = useState<{ subject?: string } | null>(null);
  /** Set while the entries of a flow cut off by a reload are being left. */
  const leavingCutOff = useRef<{ subject?: string } | null>(null);
  const entry = stepEntry(location.state);
  const live = entry !== null && flow !== null && entry.flow === flow.id && (!flow.finished || entry.step === lastStep);
  // Arrived at the last step, the flow is done: the steps before it are over.
  if (live && entry.step === lastStep && !flow.finished) setFlow({ ...flow, finished: true });
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  // What happens on arriving at an entry, by the flow's own moves or by Back and Forward.
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    if (arrivedAt.current === location.key) return;
    // Only the page's first arrival can find a flow that a reload cut off; later ones find flows closed on purpose.
    const firstArrival = arrivedAt.current === null;
    arrivedAt.current = location.key;
    if (entry && !live) {
      leavingCutOff.current = firstArrival && entry.step < lastStep ? { subject: entry.subject } : null;
      navigate(-entry.depth);
    } else if (!entry && leavingCutOff.current) {
      setInterrupted(leavingCutOff.current);
      leavingCutOff.current = null;
    } else if (!entry && leaving.current) {
      const { to } = leaving.current;
      leaving.current = null;
      if (to) navigate(to);
    }
  }, [location.key, entry, live, lastStep, navigate]);

  /** Ends the flow and leaves its entries, back to the page; then goes to `to`, when given. */
  function close(to?: string) {
    if (leaving.current) {
      leaving.current.to = to ?? leaving.current.to;
      return;
    }
    if (!flow) return;
    setFlow(null);
    if (live) {
      leaving.current = { to };
      navigate(-entry.depth);
    } else if (to) {
      navigate(to);
    }
  }

  /** Goes to a step: a later one is a new entry, an earlier one is Back; 0 closes the flow. */
  function go(next: Step | 0) {
    if (!live || next === entry.step) return;
    if (next === 0) {
      close();
    } else if (next < entry.step) {
      navigate(-1);
    } else {
      navigate(here, {
        state: { historyStep: { ...entry, flow: flow.id, step: next, depth: entry.depth + 1 } satisfies StepEntry },
      });
    }
  }

  const { pathname, search, hash } = location;
  /**
   * Opens the first step of a new flow about `subject`. The same function while the address stays, for the page's
   * effects.
   */
  const start = useCallback(
    (subject?: string) => {
      const id = `${Date.now()}-${Math.random()}`;
      leaving.current = null;
      setInterrupted(null);
      setFlow({ id, finished: false });
      navigate(
        { pathname, search, hash },
        { state: { historyStep: { flow: id, step: 1, depth: 1, subject } satisfies StepEntry } },
      );
    },
    [pathname, search, hash, navigate],
  );

  return {
    /** The step on screen; 0 while the dialog is closed. */
    step: (live ? entry.step : 0) as Step | 0,
    /** Whether a flow is under way: open, or closed by Back with Forward to open it again (not once it is done). */
    active: flow !== null && (!flow.finished || live),
    /** The flow a reload cut off before its last step, with its subject; null again after `start`. */
    interrupted,
    start,
    go,
    close,
  };
}
