import { randomUUID } from 'node:crypto';
import {
  PRODUCT_SHOWCASE_CAP,
  productSlug,
  showcaseCapMessage,
  type BusinessCard,
  type FieldError,
  type Image,
  type Product,
  type ProductCard,
  type ProductInput,
  type ProductUpdateInput,
  type ShowcaseProduct,
  type BusinessAccess,
  NO_BUSINESS_MESSAGE,
  NO_PRODUCT_MESSAGE,
} from '@b2b/contracts';
import { NotFound, PlanLimitReached } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import { BUSINESS_RULES, type BusinessAccessPolicy } from '../businesses/business-access.ts';
import { unique } from '../businesses/business-reads.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import { throwIfInvalid } from '../businesses/field-errors.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import { keptOrOwnPicture } from '../businesses/own-picture.ts';
import type { OwnImages } from '../users/users.service.ts';
import { toProductCard } from './product-card.ts';
import type { ProductPatch, ProductRow, ProductsRepository } from './products.repository.ts';

export interface ProductsServiceOptions {
  repo: ProductsRepository;
  /** The business cards a product shows. */
  businesses: Pick<BusinessesService, 'cardOf' | 'cardsOf'>;
  access: BusinessAccessPolicy;
  images: OwnImages;
  /** Drops the likes and comments of a removed product (the social module's). */
  forgetSocial: (resourceID: string) => Promise<void>;
  /** The rendered pages that show a product or its business, dropped after each change; all of them for a new one. */
  pages: PageInvalidation;
}

type Video = Product['videos'][number];

function toProduct(
  { product: p, industryName, categoryName, subcategoryName }: ProductRow,
  card: BusinessCard,
): Product {
  return {
    productID: p.id,
    businessID: p.businessID,
    key: productSlug(card.general.companyName, p.name, p.id),
    name: p.name,
    keywords: p.keywords,
    description: p.description,
    mainImage: p.mainImage,
    images: p.images,
    videos: p.videos,
    industry: { id: p.industryID, name: industryName },
    category: { id: p.categoryID, name: categoryName },
    subCategory:
      p.subcategoryID !== null && subcategoryName !== null
        ? { id: p.subcategoryID, name: subcategoryName }
        : null,
    leadTime: p.leadTime,
    stock: p.stock,
    specs: p.specs,
    businessProfile: card,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** An emptied lead time clears it rather than keeping an empty string. */
const leadTimeOf = (value: string | null | undefined) => (value === '' ? null : value);

/** Videos keep their id while their address stays in the list; a new address gets a new id. */
const videosOf = (given: { url: string }[], current: Video[] = []): Video[] =>
  given.map(({ url }) => current.find((v) => v.url === url) ?? { videoID: randomUUID(), url });

export function productsService({
  repo,
  businesses,
  access,
  images,
  forgetSocial,
  pages,
}: ProductsServiceOptions) {
  /** Each failing part of an industry → category → subcategory choice that is not a path of the tree. */
  async function treeErrors(industry: string, category: string, subCategory: string | null) {
    const places = await repo.treePlaces(industry, category, subCategory);
    const errors: FieldError[] = [];
    if (!places.industryExists)
      errors.push({ path: 'industry', message: 'There is no industry with this id.' });
    if (places.industryOfCategory !== industry) {
      errors.push({ path: 'category', message: 'Choose a category of the chosen industry.' });
    }
    if (subCategory !== null && places.categoryOfSubcategory !== category) {
      errors.push({ path: 'subCategory', message: 'Choose a subcategory of the chosen category.' });
    }
    return errors;
  }

  const pictureFor = (userID: string, kept: Image[]) => (image: Image) =>
    keptOrOwnPicture(images, userID, image, kept);

  /** Whether the person may change the business's products (and so see those hidden from the public). */
  async function canEdit(userID: string | null, businessID: string): Promise<boolean> {
    const held = await access.accessOf(userID, businessID);
    return held !== null && (BUSINESS_RULES.edit as readonly BusinessAccess[]).includes(held);
  }

  /** A product hidden from the public (over its showcase's cap) is not found but by the business's owner and admins. */
  async function productOf(productID: string, viewerID: string | null = null): Promise<Product> {
    const row = await repo.findProduct(productID);
    if (!row || (row.hidden && !(await canEdit(viewerID, row.product.businessID)))) {
      throw new NotFound(NO_PRODUCT_MESSAGE);
    }
    return toProduct(row, await businesses.cardOf(row.product.businessID));
  }

  /** The product and its business, once the caller is allowed to change it. */
  async function editable(user: SessionUser, productID: string): Promise<ProductRow> {
    const row = await repo.findProduct(productID);
    if (!row) throw new NotFound(NO_PRODUCT_MESSAGE);
    await access.requireBusinessAccess(user.userID, row.product.businessID, 'edit');
    return row;
  }

  return {
    businessOf: (productID: string) => repo.businessOf(productID),

    productOf,

    /**
     * Product cards by id, for every list that shows products (search, favorites): two queries
     * whatever the number of ids. Unknown ids are left out of the map.
     */
    async cardsOf(productIDs: string[]): Promise<Map<string, ProductCard>> {
      const rows = await repo.findProducts(unique(productIDs));
      const cards = await businesses.cardsOf(rows.map((row) => row.product.businessID));
      return new Map(
        rows.flatMap((row) => {
          const card = cards.get(row.product.businessID);
          return card ? [[row.product.id, toProductCard(toProduct(row, card))] as const] : [];
        }),
      );
    },

    /**
     * A page of a business's showcase: what the public sees, or for `manager` (who must be its owner or an admin; an
     * outsider hears that there is no such business) every product, those hidden from the public marked.
     */
    async productsOf(
      businessID: string,
      page: { skip: number; size: number },
      manager: SessionUser | null = null,
    ): Promise<{ data: ShowcaseProduct[]; total: number }> {
      if (manager) await access.requirePrivateAccess(manager.userID, businessID, 'edit');
      const card = await businesses.cardOf(businessID);
      const { rows, total } = await repo.listByBusiness(businessID, page.skip, page.size, manager !== null);
      return { data: rows.map((row) => ({ ...toProduct(row, card), hidden: row.hidden })), total };
    },

    /** Owner or admin; within the membership's showcase cap, counted under a lock of the business. */
    async create(user: SessionUser, input: ProductInput): Promise<string> {
      await access.requireBusinessAccess(user.userID, input.businessID, 'edit');
      throwIfInvalid(await treeErrors(input.industry, input.category, input.subCategory ?? null));
      const picture = pictureFor(user.userID, []);
      const mainImage = input.mainImage ? await picture(input.mainImage) : null;
      const gallery = await Promise.all(input.images.map(picture));
      const id = randomUUID();
      await repo.insertWithinShowcase(
        {
          id,
          businessID: input.businessID,
          name: input.name,
          keywords: input.keywords,
          description: input.description,
          industryID: input.industry,
          categoryID: input.category,
          subcategoryID: input.subCategory ?? null,
          leadTime: leadTimeOf(input.leadTime) ?? null,
          stock: input.stock,
          specs: input.specs,
          mainImage,
          images: gallery,
          videos: videosOf(input.videos),
        },
        (subscription, productCount) => {
          if (subscription === null) throw new NotFound(NO_BUSINESS_MESSAGE);
          if (productCount >= PRODUCT_SHOWCASE_CAP[subscription]) {
            throw new PlanLimitReached(showcaseCapMessage(subscription));
          }
        },
      );
      pages.clearAll();
      return id;
    },

    /** Owner or admin of its business; a missing field stays as it is, `null` clears an optional one. */
    async update(user: SessionUser, productID: string, input: ProductUpdateInput): Promise<Product> {
      const { product: current } = await editable(user, productID);
      const patch: ProductPatch = {};
      if (input.industry !== undefined || input.category !== undefined || input.subCategory !== undefined) {
        patch.industryID = input.industry ?? current.industryID;
        patch.categoryID = input.category ?? current.categoryID;
        patch.subcategoryID = input.subCategory === undefined ? current.subcategoryID : input.subCategory;
        throwIfInvalid(await treeErrors(patch.industryID, patch.categoryID, patch.subcategoryID));
      }
      if (input.name !== undefined) patch.name = input.name;
      if (input.keywords !== undefined) patch.keywords = input.keywords;
      if (input.description !== undefined) patch.description = input.description;
      if (input.leadTime !== undefined) patch.leadTime = leadTimeOf(input.leadTime);
      if (input.stock !== undefined) patch.stock = input.stock;
      if (input.specs !== undefined) patch.specs = input.specs;
      const picture = pictureFor(user.userID, [
        ...(current.mainImage ? [current.mainImage] : []),
        ...current.images,
      ]);
      if (input.mainImage !== undefined)
        patch.mainImage = input.mainImage && (await picture(input.mainImage));
      if (input.images !== undefined) patch.images = await Promise.all(input.images.map(picture));
      if (input.videos !== undefined) patch.videos = videosOf(input.videos, current.videos);
      await repo.updateProduct(productID, current.businessID, patch);
      pages.invalidate(productID, current.businessID);
      return productOf(productID, user.userID);
    },

    async remove(user: SessionUser, productID: string): Promise<void> {
      const { product } = await editable(user, productID);
      await repo.deleteProduct(productID, product.businessID);
      await forgetSocial(productID);
      pages.invalidate(productID, product.businessID);
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
