import { describe, expect, it } from 'vitest';
import { renderApiCallInit } from './page-render.ts';

describe('renderApiCallInit', () => {
  it('carries a GET without a body when fetch was given no method', () => {
    expect(renderApiCallInit({ headers: { accept: 'application/json' } })).toEqual({
      method: 'GET',
      headers: { accept: 'application/json' },
    });
  });

  it('carries the method and a JSON text body as they were given', () => {
    expect(
      renderApiCallInit({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }),
    ).toEqual({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
  });

  it('leaves out a body that is not text: the API calls of a render send JSON text', () => {
    expect(renderApiCallInit({ method: 'PUT', headers: {}, body: new Uint8Array([1]) })).toEqual({
      method: 'PUT',
      headers: {},
    });
  });
});
