/**
 * Starts loading something a request will need (a schema chunk, ADR 0016) and returns the same promise to await
 * later. Marked as handled at once: when the request fails first and returns early, a failed load is not reported as
 * an unhandled rejection; whoever awaits the promise still gets the failure.
 */
export function preload<T>(loading: Promise<T>): Promise<T> {
  loading.catch(() => undefined);
  return loading;
}
