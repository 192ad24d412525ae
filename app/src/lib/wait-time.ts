/** The whole minutes (at least 1) a refusal asks to wait in its Retry-After seconds; undefined without one. */
export function retryAfterMinutes(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}
