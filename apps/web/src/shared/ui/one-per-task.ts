/**
 * Runs queued work one piece per task, in order. A page with several carousels would otherwise start
 * every carousel engine in the same task after hydration (each measures its slides), one long task that
 * holds up a tap; a task each keeps every piece short. Answers a function that takes the piece out of
 * the queue if it has not run yet.
 */
const queue: (() => void)[] = [];
let scheduled = false;

function runNext(): void {
  const next = queue.shift();
  if (queue.length > 0) setTimeout(runNext);
  else scheduled = false;
  next?.();
}

export function onePerTask(work: () => void): () => void {
  queue.push(work);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNext);
  }
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}
