import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSigningSecret } from './signing-secret.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'b2b-secret-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the upload signing secret', () => {
  it('is the configured one when FILES_SIGNING_SECRET is set, and then writes no file', async () => {
    const file = join(dir, 'files-secret');
    const secret = 'x'.repeat(40);
    expect(await resolveSigningSecret({ secret, file, filesDir: join(dir, 'files') })).toBe(secret);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });

  it('is generated on first start, kept private in its file, and the same on the next start', async () => {
    const file = join(dir, 'data', 'files-secret');
    const options = { file, filesDir: join(dir, 'data', 'files') };
    const [first, racing] = await Promise.all([resolveSigningSecret(options), resolveSigningSecret(options)]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(racing).toBe(first);
    expect(await resolveSigningSecret(options)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('refuses to keep the secret inside the folder it serves, or to use a file too short', async () => {
    await expect(
      resolveSigningSecret({ file: join(dir, 'files', 'secret'), filesDir: join(dir, 'files') }),
    ).rejects.toThrow(/FILES_DIR/);
    const short = join(dir, 'short');
    await import('node:fs/promises').then((fs) => fs.writeFile(short, 'abc'));
    await expect(resolveSigningSecret({ file: short, filesDir: join(dir, 'files') })).rejects.toThrow(
      /usable/,
    );
  });
});
