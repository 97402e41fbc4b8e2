import type { NextFunction, Request, Response } from 'express';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** `gc()` with no options: Node 20's V8 reads a synchronous `{ type: 'major' }` as a minor collection. */
export type MajorCollection = () => void;

/** How often an idle moment is looked for, and for how long before giving up until the next job. */
const IDLE_CHECK_MS = 25;
const GIVE_UP_MS = 10_000;
/** Under a steady stream of jobs V8's own pacing is enough; this only catches a burst's end. */
const MIN_INTERVAL_MS = 2_000;

let requestsInFlight = 0;

/** Counts the requests being answered, so the collection below waits for a moment with none. */
export function countRequestsInFlight(_req: Request, res: Response, next: NextFunction): void {
  requestsInFlight++;
  res.once('close', () => requestsInFlight--);
  next();
}

/**
 * The garbage collector as a function, the way jest's leak detector gets it (no --expose-gc on the
 * command line, which `npm start` and every host would have to pass). Null if V8 refuses.
 */
export function majorCollection(): MajorCollection | null {
  setFlagsFromString('--expose-gc');
  try {
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as MajorCollection) : null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

let collect: MajorCollection | null | undefined;
let waiting = false;
let lastRun = 0;

function defaultCollection(): MajorCollection | null {
  if (collect === undefined) collect = majorCollection();
  return collect;
}

/**
 * Asks for one major collection of this thread's heap at the first moment no request is being
 * answered after a large job (a material's text, events and read-model rows). V8 collects the old
 * generation late: on the processing bench the main heap grew from ~50 to ~140 MB over three 100-page
 * PDFs without a single major collection, and that garbage kept the node's resident memory near its
 * 500 MB budget. The collection is not incremental (~30-60 ms), hence the wait for an idle moment.
 */
export function releaseHeapAfterJob(run: MajorCollection | null = defaultCollection()): void {
  if (waiting || Date.now() - lastRun < MIN_INTERVAL_MS) return;
  if (!run) return;
  waiting = true;
  const deadline = Date.now() + GIVE_UP_MS;
  const check = (): void => {
    if (Date.now() > deadline) {
      waiting = false;
      return;
    }
    if (requestsInFlight > 0) {
      setTimeout(check, IDLE_CHECK_MS).unref();
      return;
    }
    waiting = false;
    lastRun = Date.now();
    run();
  };
  setTimeout(check, IDLE_CHECK_MS).unref();
}
