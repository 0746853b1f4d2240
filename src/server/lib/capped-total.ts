/**
 * A list whose count stops at a cap (ADR 121, ADR 131): the query counts at most `cap + 1`
 * matches, so a common filter costs the same at any size. Past the cap, `total` is the cap,
 * `totalCapped` says more match, and the pages stop there.
 */
export function cappedTotal(counted: number, cap: number, pageSize: number) {
  const total = Math.min(counted, cap);
  return { total, totalCapped: counted > cap, totalPages: Math.ceil(total / pageSize) };
}
