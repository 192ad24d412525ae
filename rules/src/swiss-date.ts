/**
 * The calendar date in Switzerland (Europe/Zurich) at an instant, `YYYY-MM-DD`, without Intl: a browser loads its
 * time-zone data at the first Intl date formatter with a time zone, a cost that would land in a page's first render.
 * Swiss time is UTC+1, and UTC+2 in summer time, which (as in the whole EU since 1996) runs from the last Sunday of
 * March to the last Sunday of October, changing at 01:00 UTC. swiss-date.test.ts holds it to Intl's Europe/Zurich.
 */
export function swissDate(instant: Date = new Date()) {
  const summer =
    instant >= summerTimeChange(instant.getUTCFullYear(), 2) && instant < summerTimeChange(instant.getUTCFullYear(), 9);
  const swiss = new Date(instant.getTime() + (summer ? 2 : 1) * 3_600_000);
  return swiss.toISOString().slice(0, 10);
}

/** 01:00 UTC on the last Sunday of a month (0-based: 2 is March, 9 is October). */
function summerTimeChange(year: number, month: number) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return new Date(lastDay.getTime() - lastDay.getUTCDay() * 86_400_000);
}
