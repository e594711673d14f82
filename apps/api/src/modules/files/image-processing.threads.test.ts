import sharp from 'sharp';
import { expect, it, vi } from 'vitest';

it('lets libvips use one thread per image, whatever the platform default', async () => {
  // A platform whose default is one thread per core, as sharp's is outside glibc builds without jemalloc.
  sharp.concurrency(4);
  // The module sets the concurrency as it loads: load it again, even where another file of this worker loaded it.
  vi.resetModules();
  const { IMAGE_THREADS } = await import('./image-processing.ts');
  expect(IMAGE_THREADS).toBe(1);
  expect(sharp.concurrency()).toBe(IMAGE_THREADS);
});
