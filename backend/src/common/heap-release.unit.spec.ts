import { EventEmitter } from 'node:events';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { countRequestsInFlight, releaseHeapAfterJob } from './heap-release.js';

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
  it('given a request still being answered, when a job ends, then the heap is collected once that request is done', async () => {
    const response = new EventEmitter();
    countRequestsInFlight({} as Request, response as unknown as Response, (() => undefined) as NextFunction);

    const whileBusy = await majorCollectionsDuring(async () => {
      releaseHeapAfterJob();
      await sleep(150);
    });
    const afterReply = await majorCollectionsDuring(async () => {
      response.emit('close');
      await sleep(150);
    });

    expect({ whileBusy, afterReply }).toEqual({ whileBusy: 0, afterReply: 1 });
  });

  it('given a collection just made, when another job ends at once, then no second one follows (V8 paces steady load itself)', async () => {
    const again = await majorCollectionsDuring(async () => {
      releaseHeapAfterJob();
      await sleep(150);
    });

    expect(again).toBe(0);
  });
});
