import { ChatWriteBatcher } from './chat-write-batcher.js';

describe('chat write batcher', () => {
  it('writes posts that arrive during an append together, in order, one batch at a time per group', async () => {
    const writes: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new ChatWriteBatcher<string, string>(async (key, items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => { release = r; });
      return items.map((item) => (item === 'bad' ? new Error('refused') : `${key}:${item}`));
    });
    const first = batcher.submit('g', 'a');
    const rest = [batcher.submit('g', 'b'), batcher.submit('g', 'bad'), batcher.submit('g', 'c')];
    const other = batcher.submit('h', 'x');
    // A submit starts its group's write at once: 'a' is in flight (held), 'x' too, the rest wait.
    expect(writes).toEqual([['a'], ['x']]);
    release();
    await expect(first).resolves.toBe('g:a');
    await expect(rest[0]).resolves.toBe('g:b');
    await expect(rest[1]).rejects.toThrow('refused');
    await expect(rest[2]).resolves.toBe('g:c');
    await expect(other).resolves.toBe('h:x');
    expect(writes).toEqual([['a'], ['x'], ['b', 'bad', 'c']]);
  });

  it('isolates a post that fails the whole write: it gets its own error, the others in its batch are written', async () => {
    const writes: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new ChatWriteBatcher<string, string>(async (_key, items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => { release = r; });
      if (items.includes('poison')) throw new Error('the store refused the append');
      return items.map((item) => `ok:${item}`);
    });
    const first = batcher.submit('g', 'a');
    const batch = [batcher.submit('g', 'b'), batcher.submit('g', 'poison'), batcher.submit('g', 'c')];
    expect(writes).toEqual([['a']]);
    release();
    await expect(first).resolves.toBe('ok:a');
    await expect(batch[0]).resolves.toBe('ok:b');
    await expect(batch[1]).rejects.toThrow('the store refused the append');
    await expect(batch[2]).resolves.toBe('ok:c');
    expect(writes).toEqual([['a'], ['b', 'poison', 'c'], ['b'], ['poison'], ['c']]);
  });

  it('rejects a lone post when the write fails, and keeps serving the group', async () => {
    let fail = true;
    const batcher = new ChatWriteBatcher<string, string>(async (_key, items) => {
      if (fail) { fail = false; throw new Error('db down'); }
      return items;
    });
    await expect(batcher.submit('g', 'a')).rejects.toThrow('db down');
    await expect(batcher.submit('g', 'b')).resolves.toBe('b');
  });
});
