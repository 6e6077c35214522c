/**
 * Work the browser does in a task of its own, queued behind what is queued now: a message task, as React's scheduler
 * uses, so it runs before timers and without their minimum delay. A task that ends in one of these hands the main
 * thread back first (to paint, to take a tap) instead of growing into one long task.
 */
export function queueMessageTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** A promise that settles in a task of its own, queued behind what is queued now (see `queueMessageTask`). */
export function nextMessageTask(queueTask: (task: () => void) => void = queueMessageTask): Promise<void> {
  return new Promise<void>((resolve) => {
    queueTask(resolve);
  });
}

/**
 * A query function that starts in a task of its own. React starts a page's queries while it runs the effects of
 * hydration, all in one task; each start loads its answer's schema chunk and sends its request there (about 30 ms of a
 * phone's CPU for the header's shopper, cart and support queries, ADR 0047). Started from here, they follow that task
 * instead of lengthening it; the request leaves a task later, a fraction of a millisecond.
 */
export function inOwnTask<A extends unknown[], T>(queryFn: (...args: A) => Promise<T>, queueTask: (task: () => void) => void = queueMessageTask): (...args: A) => Promise<T> {
  return (...args) => nextMessageTask(queueTask).then(() => queryFn(...args));
}
