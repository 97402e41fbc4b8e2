import type { ExpectedVersion } from './event-store.port.js';

export class ExpectedVersionConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ExpectedVersionConflict';
  }
}
