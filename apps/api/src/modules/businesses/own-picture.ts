import { OWN_PICTURE_MESSAGE, type Image } from '@b2b/contracts';
import { Forbidden } from '@b2b/server-kit';
import type { OwnImages } from '../users/users.service.ts';

/**
 * The recorded picture at this url, when the caller uploaded it: nobody can show another person's picture on a
 * business. The recorded versions are kept, not the ones the request lists.
 */
export async function ownPicture(images: OwnImages, userID: string, image: Image): Promise<Image> {
  const own = await images.ownImage(userID, image.url);
  if (!own) throw new Forbidden(OWN_PICTURE_MESSAGE);
  return own;
}

/**
 * A picture something takes: one it already shows stays as recorded (an admin may save what the owner illustrated, and a
 * form sends back the pictures it was given); any other must be the caller's own upload.
 */
export const keptOrOwnPicture = (
  images: OwnImages,
  userID: string,
  image: Image,
  kept: readonly (Image | null)[] = [],
): Promise<Image> =>
  Promise.resolve(kept.find((k) => k?.url === image.url) ?? ownPicture(images, userID, image));

/** `undefined` stays "not given", `null` clears, a picture is kept or must be the caller's own. */
export async function pictureChange(
  images: OwnImages,
  userID: string,
  image: Image | null | undefined,
  kept: readonly (Image | null)[] = [],
): Promise<Image | null | undefined> {
  return image ? keptOrOwnPicture(images, userID, image, kept) : image;
}
