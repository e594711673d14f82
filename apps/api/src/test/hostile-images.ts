import sharp from 'sharp';

/**
 * An animated GIF of `frames` frames of `width` × `height`, each of one colour (and each different, or the encoder
 * would merge them): a few KB however many pixels it decodes into.
 */
export function animatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const frameBytes = width * height * 3;
  const raw = Buffer.alloc(frameBytes * frames);
  for (let f = 0; f < frames; f++) raw.fill((f * 5) % 256, f * frameBytes, (f + 1) * frameBytes);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

/** A PNG of one colour: some hundred KB that decode into width × height pixels (a decompression bomb). */
export function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
}
