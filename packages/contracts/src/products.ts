import { z } from 'zod';
import { BusinessCardSchema } from './businesses.ts';
import { ImageSchema } from './images.ts';
import { pagingSchema } from './paging.ts';
import { PRODUCT_LIMITS } from './products-values.ts';

export const SpecSchema = z.object({
  key: z.string().trim().min(1, 'A specification needs a name').max(PRODUCT_LIMITS.specKeyMax),
  value: z.string().trim().min(1, 'A specification needs a value').max(PRODUCT_LIMITS.specValueMax),
});
export type Spec = z.infer<typeof SpecSchema>;

export const ProductVideoSchema = z.object({ videoID: z.string(), url: z.string() });
const named = z.object({ id: z.string(), name: z.string() });

export const ProductSchema = z.object({
  productID: z.uuid(),
  businessID: z.uuid(),
  /** The public path segment: `productSlug(companyName, name, productID)`. */
  key: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  description: z.string(),
  mainImage: ImageSchema.nullable(),
  images: z.array(ImageSchema),
  videos: z.array(ProductVideoSchema),
  industry: named,
  category: named,
  subCategory: named.nullable(),
  leadTime: z.string().nullable(),
  /** True when the product is available from stock. */
  stock: z.boolean(),
  specs: z.array(SpecSchema),
  businessProfile: BusinessCardSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

const videoUrl = z
  .url({ protocol: /^https?$/, message: 'A video is a web address (http or https)' })
  .max(PRODUCT_LIMITS.videoUrlMax);

/** `POST product`; `PUT product/{id}` takes the same fields, each optional, and never moves a product. */
export const ProductInputSchema = z.object({
  businessID: z.uuid('businessID must be a business id'),
  name: z.string().trim().min(1, 'Enter the product name').max(PRODUCT_LIMITS.nameMax),
  keywords: z
    .array(z.string().trim().min(1).max(PRODUCT_LIMITS.keywordMax))
    .max(PRODUCT_LIMITS.keywordsMax, `At most ${PRODUCT_LIMITS.keywordsMax} keywords`)
    .transform((k) => [...new Set(k)])
    .default([]),
  description: z
    .string()
    .trim()
    .min(1, 'Write a description')
    .max(
      PRODUCT_LIMITS.descriptionMax,
      `The description can have at most ${PRODUCT_LIMITS.descriptionMax} characters`,
    ),
  industry: z.uuid('Choose the industry'),
  category: z.uuid('Choose the category'),
  subCategory: z.uuid('Choose the subcategory').nullable().optional(),
  leadTime: z.string().trim().max(PRODUCT_LIMITS.leadTimeMax).nullable().optional(),
  stock: z.boolean().default(false),
  specs: z.array(SpecSchema).max(PRODUCT_LIMITS.specsMax).default([]),
  mainImage: ImageSchema.nullable().optional(),
  images: z
    .array(ImageSchema)
    .max(PRODUCT_LIMITS.imagesMax, `At most ${PRODUCT_LIMITS.imagesMax} images`)
    .default([]),
  videos: z
    .array(z.object({ url: videoUrl }))
    .max(PRODUCT_LIMITS.videosMax, `At most ${PRODUCT_LIMITS.videosMax} videos`)
    .default([]),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductFormValues = z.input<typeof ProductInputSchema>;

export const ProductUpdateSchema = z.object({
  name: ProductInputSchema.shape.name.optional(),
  keywords: ProductInputSchema.shape.keywords.removeDefault().optional(),
  description: ProductInputSchema.shape.description.optional(),
  industry: ProductInputSchema.shape.industry.optional(),
  category: ProductInputSchema.shape.category.optional(),
  subCategory: ProductInputSchema.shape.subCategory,
  leadTime: ProductInputSchema.shape.leadTime,
  stock: z.boolean().optional(),
  specs: ProductInputSchema.shape.specs.removeDefault().optional(),
  mainImage: ProductInputSchema.shape.mainImage,
  images: ProductInputSchema.shape.images.removeDefault().optional(),
  videos: ProductInputSchema.shape.videos.removeDefault().optional(),
});
export type ProductUpdateInput = z.infer<typeof ProductUpdateSchema>;

export const ProductIDParamsSchema = z.object({ productID: z.uuid('productID must be a product id') });
/**
 * `manage=true` asks for the whole showcase as its owner and admins manage it, the products hidden from the public
 * (over the cap of a lower level) included; without it, what everyone sees.
 */
export const ProductsByBusinessQuerySchema = pagingSchema(PRODUCT_LIMITS.pageSize).extend({
  bid: z.uuid('bid must be a business id'),
  manage: z
    .enum(['true', 'false'], 'manage is true or false')
    .optional()
    .transform((value) => value === 'true'),
});

const ok = z.literal(true);
export const ProductAnswerSchema = z.object({ success: ok, data: ProductSchema });
/** A product of a showcase; `hidden` when it is over the cap of the business's level, so only its managers see it. */
export const ShowcaseProductSchema = ProductSchema.extend({ hidden: z.boolean() });
export type ShowcaseProduct = z.infer<typeof ShowcaseProductSchema>;
export const ProductsByBusinessAnswerSchema = z.object({
  success: ok,
  data: z.object({ data: z.array(ShowcaseProductSchema), total: z.number().int() }),
});
export const ProductCreatedAnswerSchema = z.object({ success: ok, data: z.object({ productID: z.uuid() }) });
