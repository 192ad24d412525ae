/**
 * The percentages an advertised workload states: "80–100%" is 80 to 100, "60 %" and "100% for 2 weeks" one figure;
 * null when it states none ("On call", "2 days") or one above 100. Migration 0012 reads the jobs written before the
 * columns existed with the same pattern.
 */
export function workloadPercentages(workload: string): { from: number; to: number } | null {
  const match = /(\d{1,3})(?:\s*%?\s*(?:–|-|bis|to)\s*(\d{1,3}))?\s*%/.exec(workload);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from <= to && to <= 100 ? { from, to } : null;
}
