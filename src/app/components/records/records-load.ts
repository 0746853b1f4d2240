import { errorMessage } from '#app/lib/api-client';

/** Where a paged list is: the numbered pager and the way back to page 1 read it. */
export type Paging = {
  page: number;
  total: number;
  totalPages: number;
  /** More match than the server counts (ADR 121): `total` and the pages stop at its cap. */
  totalCapped?: boolean;
};

/** A records page as its route loader hands it over: the rows, or the words of the failure. */
export type RecordsLoad<R> = { rows: readonly R[]; paging?: Paging } | { failed: string };

/**
 * Runs a list request for a route loader. A failure becomes its message, shown with Retry in
 * place of the table; a load the router cancelled (the filters changed again) stays cancelled.
 */
export async function loadRecords<R>(
  request: () => Promise<{ rows: readonly R[]; paging?: Paging }>,
  failed: string,
): Promise<RecordsLoad<R>> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { failed: errorMessage(error, failed) };
  }
}
