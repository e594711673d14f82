import type { RenderApiAnswer, RenderApiCall } from '@b2b/contracts';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import renderOnThread from './render-thread.ts';

const portal = {
  countryCode: 'CN',
  countryName: 'China',
  demonym: 'Chinese',
  brandName: 'B2B Industrial',
  productSlug: 'b2bindustrial',
  phone: '+86 400 820 2000',
  introVideoUrl: '/files/intro/b2bindustrial-cn.mp4',
  introPosterUrl: '/files/intro/b2bindustrial-cn.jpg',
  publicUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:3000/api',
  authUrl: 'http://localhost:3001',
  filesUrl: 'http://localhost:3000/files',
  sisterOrigins: [],
};

/** The industry tree's answer, of the demo data's shape: one industry with one category. */
const tree = {
  success: true,
  data: [
    {
      id: '0b0c0d0e-0000-4000-8000-000000000001',
      name: 'Valves and Pumps Test Industry',
      description: 'Every valve.',
      buttonText: 'Valves',
      icon: 'valve',
      categories: [
        {
          id: '0b0c0d0e-0000-4000-8000-000000000002',
          name: 'Ball Valves Test Category',
          subcategories: [],
        },
      ],
    },
  ],
};

/** The server's end of a page's channel: answers each call with `answer`, recording what was asked. */
function serverEnd(server: MessagePort, answer: (call: RenderApiCall) => RenderApiAnswer | undefined) {
  const calls: RenderApiCall[] = [];
  server.on('message', (call: RenderApiCall) => {
    calls.push(call);
    const reply = answer(call);
    if (reply) server.postMessage(reply);
  });
  return calls;
}

const json = (id: number, status: number, body: unknown): RenderApiAnswer => ({
  id,
  status,
  headers: { 'content-type': 'application/json' },
  body: new TextEncoder().encode(JSON.stringify(body)),
});

describe('a page rendered on a render thread', () => {
  it('asks its API calls over the channel and gives the page encoded', async () => {
    const { port1: server, port2: page } = new MessageChannel();
    const calls = serverEnd(server, (call) =>
      call.path.startsWith('/catsys/industry/full-tree')
        ? json(call.id, 200, tree)
        : json(call.id, 404, { success: false, name: 'NotFound', message: 'Not found' }),
    );
    const result = await renderOnThread({ url: '/industries', portal, language: 'en', port: page });
    server.close();

    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    const body = new TextDecoder().decode(result.body);
    expect(body).toContain('Valves and Pumps Test Industry');
    expect(body).toContain('Ball Valves Test Category');
    const state = new TextDecoder().decode(result.state);
    expect(JSON.parse(state.replace(/^<script[^>]*>|<\/script>$/g, '')).portal.countryCode).toBe('CN');
    expect(calls.map((call) => call.path)).toContain('/catsys/industry/full-tree');
    expect(calls.every((call) => call.method === 'GET' && call.headers.accept === 'application/json')).toBe(
      true,
    );
  });

  it('stops when the server says the visitor left', async () => {
    const left = new MessageChannel();
    const held: RenderApiCall[] = [];
    serverEnd(left.port1, (call) => void held.push(call));
    // The home page's newest businesses are asked on every render (reference lists are shared between renders).
    const leaving = renderOnThread({ url: '/', portal, language: 'en', port: left.port2 });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    left.port1.postMessage({ abort: true });
    for (const call of held) left.port1.postMessage(json(call.id, 200, { success: true, data: [] }));
    await expect(leaving).rejects.toThrow();
    left.port1.close();
  });
});
