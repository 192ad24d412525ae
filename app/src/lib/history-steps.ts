import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a step's history entry holds: the flow it belongs to, the step, and how many of the flow's entries lead to it. */
interface StepEntry {
  flow: string;
  step: number;
  depth: number;
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
 * to a step before it.
 */
export function useHistorySteps<Step extends number>(lastStep: Step) {
  const location = useLocation();
  const navigate = useNavigate();
  const [flow, setFlow] = useState<{ id: string; finished: boolean } | null>(null);
  /** Set while the flow's entries are being left: where to go then, if anywhere. */
  const leaving = useRef<{ to?: string } | null>(null);
  const entry = stepEntry(location.state);
  const live = entry !== null && flow !== null && entry.flow === flow.id && (!flow.finished || entry.step === lastStep);
  // Arrived at the last step, the flow is done: the steps before it are over.
  if (live && entry.step === lastStep && !flow.finished) setFlow({ ...flow, finished: true });
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  // What happens on arriving at an entry, by the flow's own moves or by Back and Forward.
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    if (arrivedAt.current === location.key) return;
    arrivedAt.current = location.key;
    if (entry && !live) {
      navigate(-entry.depth);
    } else if (!entry && leaving.current) {
      const { to } = leaving.current;
      leaving.current = null;
      if (to) navigate(to);
    }
  }, [location.key, entry, live, navigate]);

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
      navigate(here, { state: { historyStep: { flow: flow.id, step: next, depth: entry.depth + 1 } } });
    }
  }

  /** Opens the first step of a new flow. */
  function start() {
    const id = `${Date.now()}-${Math.random()}`;
    leaving.current = null;
    setFlow({ id, finished: false });
    navigate(here, { state: { historyStep: { flow: id, step: 1, depth: 1 } satisfies StepEntry } });
  }

  return {
    /** The step on screen; 0 while the dialog is closed. */
    step: (live ? entry.step : 0) as Step | 0,
    /** Whether a flow is under way: open, or closed by Back with Forward to open it again (not once it is done). */
    active: flow !== null && (!flow.finished || live),
    start,
    go,
    close,
  };
}
