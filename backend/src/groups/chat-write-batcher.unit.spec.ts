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
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(first).resolves.toBe('g:a');
    await expect(rest[0]).resolves.toBe('g:b');
    await expect(rest[1]).rejects.toThrow('refused');
    await expect(rest[2]).resolves.toBe('g:c');
    await expect(other).resolves.toBe('h:x');
    expect(writes).toEqual([['a'], ['x'], ['b', 'bad', 'c']]);
  });

  it('rejects the whole batch when the write fails, and keeps serving the group', async () => {
    let fail = true;
    const batcher = new ChatWriteBatcher<string, string>(async (_key, items) => {
      if (fail) { fail = false; throw new Error('db down'); }
      return items;
    });
    await expect(batcher.submit('g', 'a')).rejects.toThrow('db down');
    await expect(batcher.submit('g', 'b')).resolves.toBe('b');
  });
});
