import { describe, expect, it } from 'vitest';
import { loopbackAddresses, STREAMS_PER_CONNECTION } from './http2-transport.ts';

describe('loopbackAddresses', () => {
  it('gives each connection of streams an address of its own, leaving 127.0.0.1 to the load', () => {
    expect(loopbackAddresses(1)).toEqual(['127.0.0.2']);
    expect(loopbackAddresses(STREAMS_PER_CONNECTION)).toEqual(['127.0.0.2']);
    expect(loopbackAddresses(STREAMS_PER_CONNECTION + 1)).toEqual(['127.0.0.2', '127.0.0.3']);
    const many = loopbackAddresses(10_000);
    expect(many).toHaveLength(125);
    expect(many.at(-1)).toBe('127.0.0.126');
  });

  it('refuses more streams than the loopback addresses of 127.0.0.x carry', () => {
    expect(loopbackAddresses(253 * STREAMS_PER_CONNECTION)).toHaveLength(253);
    expect(() => loopbackAddresses(253 * STREAMS_PER_CONNECTION + 1)).toThrow(/253 loopback addresses/);
  });
});
