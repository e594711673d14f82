import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, processImage } from './image-processing.ts';

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
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(processImage(huge, 'image/png')).rejects.toThrow(/pixel/i);
  });
});
