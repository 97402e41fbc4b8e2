import { EventEmitter } from 'node:events';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { countRequestsInFlight, majorCollection, releaseHeapAfterJob } from './heap-release.js';

/** Counts the major collections (mark-compact) V8 reports while `during` runs. */
async function majorCollectionsDuring(during: () => Promise<void>): Promise<number> {
  let majors = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, 50)); // gc entries are delivered asynchronously
  } finally {
    observer.disconnect();
  }
  return majors;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('releaseHeapAfterJob', () => {
  // Counted by the collections it asks for: V8 may make major collections of its own at any time (jest's worker is
  // busy with other suites), so its own reports cannot say how many this code caused.
  let asked = 0;
  const collect = () => { asked++; };

  it('given a request still being answered, when a job ends, then the heap is collected once that request is done', async () => {
    const response = new EventEmitter();
    countRequestsInFlight({} as Request, response as unknown as Response, (() => undefined) as NextFunction);

    releaseHeapAfterJob(collect);
    await sleep(150);
    const whileBusy = asked;
    response.emit('close');
    await sleep(150);

    expect({ whileBusy, afterReply: asked - whileBusy }).toEqual({ whileBusy: 0, afterReply: 1 });
  });

  it('given a collection just made, when another job ends at once, then no second one follows (V8 paces steady load itself)', async () => {
    const before = asked;
    releaseHeapAfterJob(collect);
    await sleep(150);

    expect(asked - before).toBe(0);
  });

  it('given the collector it gets from V8, when run, then V8 reports a major (mark-compact) collection', async () => {
    const gc = majorCollection();
    expect(gc).not.toBeNull();
    expect(await majorCollectionsDuring(async () => gc!())).toBeGreaterThanOrEqual(1);
  });
});
