import { nextMessageTask, queueMessageTask } from './message-task';

type QueueTask = (task: () => void) => void;

let lastTurn: Promise<unknown> = Promise.resolve();

/**
 * Loads a module the browser fetches on first use (an answer's zod/mini schema, ADR 0016) one at a time: the load
 * starts in a task of its own once the one before it has settled, and the module is handed over a task after it
 * arrived. A page's first answers (shopper, cart, support hours) all wait for the same zod chunk; loaded together,
 * the arrival of that chunk instantiated every schema module and, in the same task, ran every check and the renders
 * they start (30-55 ms on a desktop core, the page's longest task after hydration, ADR 0049). In turn, each module is
 * built in one task and its answer checked in the next. A later module's chunk leaves when the one before it has
 * arrived: one round trip more for the second and third answer, which update what the cached page already shows.
 * A failed load rejects for its caller only; the next one still runs.
 */
export function importInTurn<M>(load: () => Promise<M>, queueTask: QueueTask = queueMessageTask): Promise<M> {
  const turn = lastTurn
    .then(() => nextMessageTask(queueTask))
    .then(load)
    .then(async (module) => {
      await nextMessageTask(queueTask);
      return module;
    });
  lastTurn = turn.catch(() => undefined);
  return turn;
}
