/**
 * How a screen shows a query: `failed` while its last load failed (trying again shows the spinner in its
 * place), `loading` until there is something to show.
 */
export function loadState(query: { data: unknown; isError: boolean; isFetching: boolean }) {
  const failed = query.isError && !query.isFetching;
  return { failed, loading: query.data === undefined && !failed };
}
