import type { Image } from '@b2b/contracts';
import { stableID } from './ids.ts';

export const DEMO_PICTURE_KINDS = ['logo', 'cover', 'product', 'certificate'] as const;
export type DemoPictureKind = (typeof DEMO_PICTURE_KINDS)[number];

/** What one demo picture shows. The steps decide what pictures exist; the provider only draws and stores them. */
export interface DemoPictureDesign {
  kind: DemoPictureKind;
  /** Unique within its kind and the same on every run, so a later run finds the picture already made. */
  name: string;
  /** The text drawn large: a logo's initial, a product picture's industry. */
  label: string;
  /** 0–359: the colour family, e.g. the industry's. */
  hue: number;
  /** Picks one of the provider's compositions, so pictures of one colour still differ; for products, of PRODUCT_MOTIFS. */
  variant: number;
}

/**
 * Makes demo pictures real files served by the files host (`demoPictures`); without one the demo data simply has no
 * pictures.
 */
export interface DemoPictures {
  /** The images of these designs by name, made now or found from an earlier run. */
  provide(designs: DemoPictureDesign[]): Promise<Map<string, Image>>;
}

/** A picture the portal's files keep although no person uploaded it. */
export interface StoredPicture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  /** Where its files go: the original as `<baseKey>.<ext>`, the versions beside it. */
  baseKey: string;
  ownerUserID: string;
  target: string;
  extras: Record<string, string>;
}

/**
 * The portal's files as the seed uses them: the API implements it (`configuredPictureStore`), processing, storing and
 * recording a picture as it does an upload, so the seed needs no storage driver.
 */
export interface PictureStore {
  /** The images already stored under these base keys, by base key. */
  find(pictures: Pick<StoredPicture, 'baseKey' | 'contentType'>[]): Promise<Map<string, Image>>;
  store(picture: StoredPicture): Promise<Image>;
}

/**
 * Who the demo pictures are recorded as uploaded by: no person, so nobody can take them for their own profile or
 * business, while every demo business can show them.
 */
export const DEMO_PICTURES_OWNER = stableID('demo-pictures');

/** A small pool reused across every business and product, so the large scale does not make thousands of files. */
export const LOGO_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const COVER_POOL = 24;
export const PRODUCT_PICTURES_PER_INDUSTRY = 2;
export const CERTIFICATE_POOL = 6;

/** Each industry's colour, spread round the colour wheel in the tree's order. */
export const industryHue = (sortOrder: number) => (sortOrder * 137) % 360;

export const logoName = (companyName: string) => {
  const letter = companyName.trim().charAt(0).toUpperCase();
  return `logo-${LOGO_LETTERS.includes(letter) ? letter.toLowerCase() : 'a'}`;
};
export const coverName = (n: number) => `cover-${n % COVER_POOL}`;
export const productPictureName = (industryKey: string, n: number) =>
  `product-${industryKey}-${n % PRODUCT_PICTURES_PER_INDUSTRY}`;
export const certificateName = (n: number) => `certificate-${n % CERTIFICATE_POOL}`;

export function businessPictureDesigns(): DemoPictureDesign[] {
  return [
    ...[...LOGO_LETTERS].map((letter, i) => ({
      kind: 'logo' as const,
      name: logoName(letter),
      label: letter,
      hue: (i * 47) % 360,
      variant: i,
    })),
    ...Array.from({ length: COVER_POOL }, (_, i) => ({
      kind: 'cover' as const,
      name: coverName(i),
      label: '',
      hue: (i * 67) % 360,
      variant: i,
    })),
    ...Array.from({ length: CERTIFICATE_POOL }, (_, i) => ({
      kind: 'certificate' as const,
      name: certificateName(i),
      label: 'CERTIFICATE',
      hue: (i * 60 + 200) % 360,
      variant: i,
    })),
  ];
}

/** What a product picture shows, in the provider's order. */
export const PRODUCT_MOTIFS = ['gear', 'crate', 'drum', 'panels'] as const;
type Motif = (typeof PRODUCT_MOTIFS)[number];
/** The motifs that suit each industry of the tree; an industry not listed gets the first pair. */
const MOTIFS_OF: Record<string, [Motif, Motif]> = {
  '0001': ['gear', 'panels'],
  '0002': ['panels', 'crate'],
  '0003': ['drum', 'panels'],
  '0004': ['gear', 'drum'],
  '0005': ['gear', 'crate'],
  '0006': ['gear', 'drum'],
  '0007': ['crate', 'panels'],
  '0008': ['crate', 'drum'],
  '0009': ['drum', 'crate'],
  '0010': ['crate', 'panels'],
  '0011': ['drum', 'crate'],
  '0012': ['crate', 'panels'],
  '0013': ['panels', 'drum'],
  '0014': ['crate', 'panels'],
  '0015': ['panels', 'crate'],
};

export function productPictureDesigns(
  industries: { key: string; name: string; sortOrder: number }[],
): DemoPictureDesign[] {
  return industries.flatMap((industry) =>
    Array.from({ length: PRODUCT_PICTURES_PER_INDUSTRY }, (_, n) => ({
      kind: 'product' as const,
      name: productPictureName(industry.key, n),
      label: industry.name,
      hue: industryHue(industry.sortOrder),
      variant: PRODUCT_MOTIFS.indexOf((MOTIFS_OF[industry.key] ?? ['gear', 'crate'])[n % 2]!),
    })),
  );
}
