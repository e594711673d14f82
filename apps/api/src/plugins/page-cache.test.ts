import { describe, expect, it } from 'vitest';
import { prepareResponse } from './http-cache/prepared-response.ts';
import { pageCache } from './page-cache.ts';

const html = '<!doctype html><title>Valves</title>'.padEnd(4000, ' ');

describe('the page cache counts', () => {
  it('its hits and misses, and what it keeps', async () => {
    const pages = pageCache({ ttlSeconds: 10, maxBytes: 1024 * 1024 });
    expect(pages.stats()).toEqual({ hits: 0, misses: 0, pages: 0, bytes: 0 });
    expect(pages.get('en /valves')).toBeUndefined();
    const ticket = pages.startRender();
    const body = await prepareResponse(html, {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    pages.finishRender(ticket, 'en /valves', { body, shows: new Set(['b1']) });
    expect(pages.get('en /valves')).toBeDefined();
    expect(pages.get('en /valves')).toBeDefined();
    const kept = pages.stats();
    expect(kept).toMatchObject({ hits: 2, misses: 1, pages: 1 });
    expect(kept.bytes).toBeGreaterThan(html.length);

    pages.invalidate('b1');
    expect(pages.get('en /valves')).toBeUndefined();
    expect(pages.stats()).toEqual({ hits: 2, misses: 2, pages: 0, bytes: 0 });
  });

  it('nothing when it is off', () => {
    const pages = pageCache({ ttlSeconds: 0, maxBytes: 1024 });
    expect(pages.get('en /valves')).toBeUndefined();
    expect(pages.stats()).toEqual({ hits: 0, misses: 0, pages: 0, bytes: 0 });
  });
});
