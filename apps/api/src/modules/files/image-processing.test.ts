import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, flatPng } from '../../test/hostile-images.ts';
import {
  detectImageType,
  ImageTooLarge,
  MAX_ANIMATION_PIXELS,
  MAX_FRAMES,
  processImage,
} from './image-processing.ts';

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 200 } } });

describe('image type by the bytes', () => {
  it('knows the four allowed types and nothing else', async () => {
    expect(await detectImageType(await plain(8, 8).png().toBuffer())).toBe('image/png');
    expect(await detectImageType(await plain(8, 8).jpeg().toBuffer())).toBe('image/jpeg');
    expect(await detectImageType(await plain(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(await detectImageType(await plain(8, 8).gif().toBuffer())).toBe('image/gif');
    expect(await detectImageType(await plain(8, 8).tiff().toBuffer())).toBeNull();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await detectImageType(Buffer.from('plain text'))).toBeNull();
  });
});

describe('image versions', () => {
  it('makes WebP versions at the configured widths, never wider than the original', async () => {
    const { original, versions } = await processImage(await plain(1500, 500).png().toBuffer(), 'image/png');
    expect(original).toMatchObject({ contentType: 'image/png', extension: 'png', width: 1500 });
    expect(versions.map((v) => v.width)).toEqual([160, 480, 1080]);
    for (const version of versions) {
      const meta = await sharp(version.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: version.width });
    }
    const small = await processImage(await plain(300, 300).jpeg().toBuffer(), 'image/jpeg');
    expect(small.versions.map((v) => v.width)).toEqual([160, 300]);
  });

  it('turns a photo upright by its EXIF orientation before dropping the metadata', async () => {
    // Orientation 6: stored sideways, to be shown turned a quarter clockwise.
    const sideways = await plain(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { original } = await processImage(sideways, 'image/jpeg');
    const meta = await sharp(original.body).metadata();
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const strip = Buffer.alloc(40 * 120 * 3);
    for (let i = 0; i < strip.length; i += 3) strip[i + (Math.floor(i / (40 * 40 * 3)) % 3)] = 255;
    const animated = await sharp(strip, { raw: { width: 40, height: 120, channels: 3, pageHeight: 40 } })
      .gif()
      .toBuffer();
    const { pages } = await sharp(animated, { animated: true }).metadata();
    expect(pages).toBe(3);
    const { original, versions } = await processImage(animated, 'image/gif');
    expect(original.width).toBe(40);
    expect((await sharp(versions[0]!.body, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses a picture of more pixels than a photo needs', async () => {
    await expect(processImage(await flatPng(7000, 6000), 'image/png')).rejects.toThrow(ImageTooLarge);
  });

  it('refuses an animation of more than 50 frames, however small', async () => {
    const film = await animatedGif(MAX_FRAMES + 1, 16, 16);
    await expect(processImage(film, 'image/gif')).rejects.toThrow(
      new ImageTooLarge('An animated image may have at most 50 frames; this one has 51.'),
    );
    const { original } = await processImage(await animatedGif(MAX_FRAMES, 16, 16), 'image/gif');
    expect((await sharp(original.body, { animated: true }).metadata()).pages).toBe(MAX_FRAMES);
  });

  it('refuses an animation of more than 12 megapixels in all its frames', async () => {
    // 34 frames of 600 × 600: 12.2 megapixels in a file of some 30 KB.
    const bomb = await animatedGif(34, 600, 600);
    expect(34 * 600 * 600).toBeGreaterThan(MAX_ANIMATION_PIXELS);
    await expect(processImage(bomb, 'image/gif')).rejects.toThrow(/at most 12 megapixels in all its frames/);
  });

  it('processes one image at a time, however many arrive together', async () => {
    const images = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        plain(400 * n, 300)
          .png()
          .toBuffer(),
      ),
    );
    let mostAtOnce = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
    }, 1);
    try {
      await Promise.all(images.map((image) => processImage(image, 'image/png')));
    } finally {
      clearInterval(watch);
    }
    expect(mostAtOnce).toBe(1);
  });
});
