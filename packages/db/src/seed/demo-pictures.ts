import type { Image } from '@b2b/contracts';
import sharp from 'sharp';
import { drawPicture, PICTURE_SIZE } from './picture-drawings.ts';
import {
  DEMO_PICTURES_OWNER,
  type DemoPictureDesign,
  type DemoPictures,
  type PictureStore,
  type StoredPicture,
} from './pictures.ts';

/** Part of every key: files are served as immutable, so changed drawings must be stored under new keys. */
const DRAWING_VERSION = 'v2';
/** Pictures drawn at once: sharp works on the libuv pool, and more at once only queue there holding memory. */
const AT_ONCE = 4;

/** A design rendered at its stored size, as the files host is given it. */
async function rendered(design: DemoPictureDesign): Promise<Pick<StoredPicture, 'bytes' | 'contentType'>> {
  const { width, height, drawnWidth, type } = PICTURE_SIZE[design.kind];
  // Rendered straight at the stored size: SVG's 72 dpi scaled, rather than drawn large and shrunk.
  const image = sharp(Buffer.from(drawPicture(design)), { density: (72 * width) / drawnWidth }).resize(
    width,
    height,
  );
  const bytes = await (type === 'image/png' ? image.png() : image.jpeg({ quality: 82 })).toBuffer();
  return { bytes, contentType: type };
}

/**
 * The demo data's pictures: drawn as SVG, rendered by sharp and handed to the portal's files (`store`), which keeps
 * them like uploads. A picture already stored is reused, not drawn again.
 */
export function demoPictures(store: PictureStore): DemoPictures {
  const baseKeyOf = (d: DemoPictureDesign) => `demo/${DRAWING_VERSION}/${d.kind}/${d.name}`;
  const keyOf = (d: DemoPictureDesign) => ({ baseKey: baseKeyOf(d), contentType: PICTURE_SIZE[d.kind].type });

  return {
    async provide(designs) {
      const found = await store.find(designs.map(keyOf));
      const pictures = new Map<string, Image>();
      const missing: DemoPictureDesign[] = [];
      for (const design of designs) {
        const image = found.get(baseKeyOf(design));
        if (image) pictures.set(design.name, image);
        else missing.push(design);
      }
      for (let i = 0; i < missing.length; i += AT_ONCE) {
        await Promise.all(
          missing.slice(i, i + AT_ONCE).map(async (design) => {
            const image = await store.store({
              ...(await rendered(design)),
              baseKey: baseKeyOf(design),
              ownerUserID: DEMO_PICTURES_OWNER,
              target: 'business',
              extras: { demo: design.kind },
            });
            pictures.set(design.name, image);
          }),
        );
      }
      return pictures;
    },
  };
}
