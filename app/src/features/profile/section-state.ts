import { toast } from '@jumpers/ui';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidatePaths } from '../../api/query';
import type { paths } from '@jumpers/contract';
import { offlineRefusal } from '../../lib/offline-notice';
import { wait, type SaveOutcome } from './profile-calls';

/**
 * A profile list as its section shows it: the items, `failed` while the last load did not succeed (the
 * section says so instead of pretending to be empty), and a reload after every change.
 */
export type ProfileList<TItem> = {
  items: readonly TItem[];
  status: 'loading' | 'ready' | 'failed';
  reload: () => Promise<void>;
};

/** The items of a list not loaded yet: always the same, so that a render that defers them sees no change. */
const noItems: readonly never[] = [];

/**
 * A section's list from the cache, each entry of the server's answer turned into the item it shows.
 * `alsoChanged` names what else a save in the section changes on the server, asked again with the list.
 */
export function useProfileList<TEntry, TItem, TKey extends QueryKey>(
  query: Pick<UseQueryOptions<readonly TEntry[], Error, readonly TEntry[], TKey>, 'queryKey' | 'queryFn'>,
  toItem: (entry: TEntry) => TItem,
  alsoChanged: (keyof paths)[] = [],
): ProfileList<TItem> {
  const queryClient = useQueryClient();
  const { data, status } = useQuery({
    queryKey: query.queryKey,
    queryFn: query.queryFn,
    select: (entries) => entries.map(toItem),
  });
  return {
    items: data ?? noItems,
    status: status === 'pending' ? 'loading' : status === 'error' ? 'failed' : 'ready',
    reload: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: query.queryKey }),
        invalidatePaths(queryClient, ...alsoChanged),
      ]);
    },
  };
}

/** The add/edit dialog of a section: closed, adding, or editing one item (the form pre-filled with it). */
export type Editing<TItem> = { mode: 'add' } | { mode: 'edit'; item: TItem } | null;

/**
 * Runs a save from a section's dialog: on success the toast, then after `closeDelayMs` the dialog closes and
 * the list reloads; on failure the error toast (without a connection, that it needs one) and the dialog stays open with
 * everything the user entered.
 */
export function useSectionDialog<TItem>(closeDelayMs: number, reload: () => Promise<void>) {
  const [editing, setEditing] = useState<Editing<TItem>>(null);
  const [submitting, setSubmitting] = useState(false);

  const save = async (run: () => Promise<SaveOutcome>) => {
    setSubmitting(true);
    try {
      const outcome = await run();
      if (!outcome.ok) {
        toast.error(offlineRefusal() ?? outcome.message);
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
    toast.error(offlineRefusal() ?? texts.deleteFailed);
    throw new Error(texts.deleteFailed);
  }
  toast.success(texts.deleted);
  await reload();
}
