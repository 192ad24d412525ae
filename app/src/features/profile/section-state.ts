import { toast } from '@jumpers/ui';
import { useCallback, useEffect, useState } from 'react';
import { wait, type SaveOutcome } from './profile-calls';

/**
 * A profile list loaded from the server: its items, and a reload after every change. `failed` is true
 * while the last load did not succeed (the section says so instead of pretending to be empty).
 */
export function useProfileList<TItem>(load: () => Promise<readonly TItem[] | undefined>) {
  const [items, setItems] = useState<readonly TItem[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const reload = useCallback(async () => {
    try {
      const loaded = await load();
      if (!loaded) throw new Error('not loaded');
      setItems(loaded);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
    // The loader is a fixed call per section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The state changes only once the server has answered, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);
  return { items, status, reload };
}

/** The add/edit dialog of a section: closed, adding, or editing one item (the form pre-filled with it). */
export type Editing<TItem> = { mode: 'add' } | { mode: 'edit'; item: TItem } | null;

/**
 * Runs a save from a section's dialog: on success the toast, then after `closeDelayMs` the dialog closes and
 * the list reloads; on failure the error toast and the dialog stays open with everything the user entered.
 */
export function useSectionDialog<TItem>(closeDelayMs: number, reload: () => Promise<void>) {
  const [editing, setEditing] = useState<Editing<TItem>>(null);
  const [submitting, setSubmitting] = useState(false);

  const save = async (run: () => Promise<SaveOutcome>) => {
    setSubmitting(true);
    try {
      const outcome = await run();
      if (!outcome.ok) {
        toast.error(outcome.message);
        return;
      }
      toast.success(outcome.message);
      await wait(closeDelayMs);
      setEditing(null);
      await reload();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    editing,
    submitting,
    openAdd: () => setEditing({ mode: 'add' }),
    openEdit: (item: TItem) => setEditing({ mode: 'edit', item }),
    close: () => setEditing(null),
    save,
  };
}

/**
 * Deletes an item after the user confirmed: the success toast and a reload, or the failure toast. A failure
 * rejects, so the confirmation stays open for another try.
 */
export async function deleteItem(
  call: () => Promise<{ response: Response }>,
  texts: { deleted: string; deleteFailed: string },
  reload: () => Promise<void>,
) {
  let ok = false;
  try {
    ok = (await call()).response.ok;
  } catch {
    ok = false;
  }
  if (!ok) {
    toast.error(texts.deleteFailed);
    throw new Error(texts.deleteFailed);
  }
  toast.success(texts.deleted);
  await reload();
}
