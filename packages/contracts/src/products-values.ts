import { LIMITS } from './limits.ts';
import { slugOf } from './businesses-values.ts';

export const PRODUCT_LIMITS = {
  nameMax: 160,
  descriptionMax: 4000,
  keywordsMax: 20,
  keywordMax: 40,
  leadTimeMax: 60,
  specsMax: 30,
  specKeyMax: 60,
  specValueMax: 300,
  imagesMax: 10,
  videosMax: 5,
  videoUrlMax: 500,
  /** Products per page of `product/by-business` when the caller gives no size. */
  pageSize: 10,
} as const;

/** The product page's slug: the words of the company's and the product's names, then the id. */
export const productSlug = (companyName: string, productName: string, productID: string) =>
  slugOf([companyName, productName], productID);
export const productPath = (companyName: string, productName: string, productID: string) =>
  `/business-product/${productSlug(companyName, productName, productID)}`;

/** The description preview of a `Main products of {company}` tile. */
export const productPreview = (description: string) =>
  description.length > LIMITS.productPreviewChars
    ? `${description.slice(0, LIMITS.productPreviewChars).trimEnd()}…`
    : description;
