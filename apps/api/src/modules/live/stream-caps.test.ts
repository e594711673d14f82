import { describe, expect, it } from 'vitest';
import { streamCaps, type CappedStream } from './stream-caps.ts';

/** Streams that record which of them were closed to make room, by name. */
function opener(caps: ReturnType<typeof streamCaps>) {
  const evicted: string[] = [];
  const releases = new Map<string, () => void>();
  return {
    evicted,
    open(name: string, userID: string, address = '192.0.2.1') {
      const stream: CappedStream = { userID, address, evict: () => evicted.push(name) };
      releases.set(name, caps.admit(stream));
    },
    close(name: string) {
      releases.get(name)!();
    },
  };
}

describe('the caps of open streams', () => {
  it('close the oldest stream of a person past the cap, never the new one', () => {
    const caps = streamCaps({ perPerson: 3, perAddress: 100 });
    const streams = opener(caps);
    for (const name of ['a', 'b', 'c']) streams.open(name, 'ann');
    expect(streams.evicted).toEqual([]);
    streams.open('d', 'ann');
    expect(streams.evicted).toEqual(['a']);
    streams.open('e', 'ann');
    expect(streams.evicted).toEqual(['a', 'b']);
    expect(caps.count({ userID: 'ann' })).toBe(3);
  });

  it('count each person apart, and make room when a stream ends by itself', () => {
    const caps = streamCaps({ perPerson: 2, perAddress: 100 });
    const streams = opener(caps);
    streams.open('a1', 'ann');
    streams.open('b1', 'bob');
    streams.open('a2', 'ann');
    streams.open('b2', 'bob');
    expect(streams.evicted).toEqual([]);
    streams.close('a1');
    streams.close('a1');
    streams.open('a3', 'ann');
    expect(streams.evicted).toEqual([]);
    streams.open('a4', 'ann');
    expect(streams.evicted).toEqual(['a2']);
    expect(caps.count()).toBe(4);
  });

  it('close the oldest stream of an address past its cap, whoever holds it', () => {
    const caps = streamCaps({ perPerson: 10, perAddress: 3 });
    const streams = opener(caps);
    streams.open('ann', 'ann', '198.51.100.7');
    streams.open('bob', 'bob', '198.51.100.7');
    streams.open('elsewhere', 'cid', '203.0.113.9');
    streams.open('cid', 'cid', '198.51.100.7');
    streams.open('dan', 'dan', '198.51.100.7');
    expect(streams.evicted).toEqual(['ann']);
    expect(caps.count({ address: '198.51.100.7' })).toBe(3);
    expect(caps.count({ address: '203.0.113.9' })).toBe(1);
    // A stream closed for its address no longer counts for its person either.
    expect(caps.count({ userID: 'ann' })).toBe(0);
  });

  it('hold for thousands of streams of one person: the count never passes the cap', () => {
    const caps = streamCaps({ perPerson: 10, perAddress: 100 });
    const streams = opener(caps);
    for (let i = 0; i < 4040; i++) streams.open(`s${i}`, 'flood', `10.0.${i % 250}.1`);
    expect(caps.count({ userID: 'flood' })).toBe(10);
    expect(caps.count()).toBe(10);
    expect(streams.evicted).toHaveLength(4030);
    expect(streams.evicted.slice(0, 2)).toEqual(['s0', 's1']);
  });
});
