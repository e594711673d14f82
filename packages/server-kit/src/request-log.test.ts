import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.ts';
import { createServer } from './server.ts';

const HANDOFF = 'q3Jx0mZc1V7nYbW9aLkT4sR2pH8dF6gE5uI0oPzXyAw';

describe('request logs', () => {
  it('never show a hand-off token that travels in the address', async () => {
    const lines: string[] = [];
    const app = await createServer({
      logLevel: 'info',
      bodyLimit: 1024,
      logStream: { write: (line) => lines.push(line) },
    });
    app.get('/SetID', async () => 'ok');
    const continueUrl = encodeURIComponent('http://localhost:3000/profile');
    const response = await app.inject({ url: `/SetID/?token=${HANDOFF}&continue=${continueUrl}` });
    expect(response.statusCode).toBe(200);
    await app.close();

    const logged = lines.join('');
    expect(logged).toContain('/SetID/?token=redacted&continue=');
    expect(logged).not.toContain(HANDOFF);
  });

  it('keeps other addresses as they are', () => {
    expect(loggableUrl('/search-result?search=pump&business=MA')).toBe(
      '/search-result?search=pump&business=MA',
    );
    expect(loggableUrl('/profile')).toBe('/profile');
    expect(loggableUrl('/x?token=abc&token=def')).toBe('/x?token=redacted');
  });
});
