import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('given a stored value, when asked for its key, then it returns the value', () => {
    const memo = boundedMemo<string, number>(2);
    expect(memo.set('a', 1)).toBe(1);
    expect(memo.get('a')).toBe(1);
    expect(memo.get('b')).toBeUndefined();
  });

  it('given a full memo, when a new key is stored, then the oldest entry is forgotten', () => {
    const memo = boundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
    expect(memo.get('c')).toBe(3);
  });

  it('given a full memo, when a stored key is stored again, then nothing is forgotten', () => {
    const memo = boundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('a', 10);
    expect(memo.get('a')).toBe(10);
    expect(memo.get('b')).toBe(2);
  });

  it('given falsy values (null, 0, empty string), when asked, then they are returned as stored', () => {
    const memo = boundedMemo<string, null | number | string>(3);
    memo.set('none', null);
    memo.set('zero', 0);
    memo.set('empty', '');
    expect(memo.get('none')).toBeNull();
    expect(memo.get('zero')).toBe(0);
    expect(memo.get('empty')).toBe('');
  });
});
