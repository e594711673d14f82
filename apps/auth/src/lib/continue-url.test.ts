import { describe, expect, it } from 'vitest';
import { resolveContinue } from './continue-url.ts';

const PORTALS = ['https://cn.portal.example', 'https://us.portal.example'];
const ROOT = { url: 'https://cn.portal.example/', origin: 'https://cn.portal.example' };

describe('resolveContinue', () => {
  it('keeps an address on a configured portal, normalised', () => {
    expect(resolveContinue('https://cn.portal.example/profile?tab=1#top', PORTALS)).toEqual({
      url: 'https://cn.portal.example/profile?tab=1#top',
      origin: 'https://cn.portal.example',
    });
    expect(resolveContinue('https://US.portal.example', PORTALS)).toEqual({
      url: 'https://us.portal.example/',
      origin: 'https://us.portal.example',
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty text', ''],
    ['a foreign origin', 'https://evil.example/profile'],
    ['a scheme-relative address', '//evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/profile'],
    ['malformed text', 'https://'],
    ['another port of a portal host', 'https://cn.portal.example:8443/'],
    ['plain http for an https portal', 'http://cn.portal.example/'],
    ['credentials that hide the host', 'https://cn.portal.example@evil.example/'],
    ['credentials on a portal', 'https://user:pw@cn.portal.example/'],
  ])('replaces %s by the first portal root', (_label, raw) => {
    expect(resolveContinue(raw, PORTALS)).toEqual(ROOT);
  });
});
