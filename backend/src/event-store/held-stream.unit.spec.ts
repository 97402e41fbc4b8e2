import type { DomainEvent } from '@studyloop/events';
import type { Decider } from './command-handler.js';
import { HeldStream } from './held-stream.js';

type Counted = DomainEvent<'Counted', { by: number }>;
const counter: Decider<number, { add: number }, Counted> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: ({ add }, total) => {
    if (total + add > 10) throw new Error('too many');
    return add ? [{ type: 'Counted', data: { by: add } }] : [];
  },
};

describe('a held stream', () => {
  it('decides commands in turn on the state it holds, and moves on only by what was appended', () => {
    const held = new HeldStream('counter-1', counter, 3, 2);
    const events = held.decide({ add: 4 }, { add: 0 }, { add: 3 });
    expect(events).toEqual([{ type: 'Counted', data: { by: 4 } }, { type: 'Counted', data: { by: 3 } }]);
    // Deciding appends nothing: the held state and version stay until the decision landed.
    expect(held.current).toBe(3);
    expect(held.part()).toEqual({ streamId: 'counter-1', decider: counter, atVersion: 2 });
    held.applied(events);
    expect(held.current).toBe(10);
    expect(held.part().atVersion).toBe(4);
    expect(() => held.decide({ add: 1 })).toThrow('too many');
    held.applied(undefined);
    expect(held.part().atVersion).toBe(4);
  });
});
