import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'b2b-local-storage-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('writes files under their key, removes them, and names their public address', async () => {
    const storage = localStorage({ dir, publicUrl: 'http://localhost:3000/files/' });
    await storage.put('user/a/b.webp', Buffer.from('one'), 'image/webp');
    expect(await readFile(join(dir, 'user/a/b.webp'), 'utf8')).toBe('one');
    expect(await readdir(join(dir, 'user/a'))).toEqual(['b.webp']);
    expect(storage.urlOf('user/a/b.webp')).toBe('http://localhost:3000/files/user/a/b.webp');
    await storage.remove(['user/a/b.webp', 'user/a/never-there.webp']);
    expect(await readdir(join(dir, 'user/a'))).toEqual([]);
  });

  it('refuses a key that would leave its folder', async () => {
    const storage = localStorage({ dir: join(dir, 'files'), publicUrl: 'http://localhost:3000/files' });
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/outside/);
    await expect(storage.remove(['user/../../outside'])).rejects.toThrow(/outside/);
    expect(await readdir(dir)).toEqual([]);
  });
});
