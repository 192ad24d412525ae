/** Today as `YYYY-MM-DD` in the user's time zone, the latest date a past-only date field accepts. */
export function todayIso(now = new Date()) {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
