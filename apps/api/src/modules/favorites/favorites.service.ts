import {
  NO_BUSINESS_MESSAGE,
  NO_PRODUCT_MESSAGE,
  type BusinessCard,
  type FavoriteType,
  type ProductCard,
} from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

export interface FavoritesServiceOptions {
  repo: FavoritesRepository;
  /** The portal profile the saves belong to, made on first use. */
  people: Pick<UsersService, 'ensureProfile'>;
  businesses: Pick<BusinessesService, 'cardsOf'>;
  products: Pick<ProductsService, 'cardsOf'>;
}

const NOT_FOUND_MESSAGES: Record<FavoriteType, string> = {
  business: NO_BUSINESS_MESSAGE,
  product: NO_PRODUCT_MESSAGE,
};

interface Page {
  skip: number;
  size: number;
}

/** A person's saved businesses and products; only ever their own, so the session is the only check. */
export function favoritesService({ repo, people, businesses, products }: FavoritesServiceOptions) {
  /** A page of cards in saved order; an item deleted between the two reads is left out. */
  async function cardsPage<Card>(
    type: FavoriteType,
    user: SessionUser,
    { skip, size }: Page,
    cardsOf: (ids: string[]) => Promise<Map<string, Card>>,
  ) {
    const { ids, total } = await repo.page(type, user.userID, skip, size);
    const cards = await cardsOf(ids);
    return { results: ids.flatMap((id) => cards.get(id) ?? []), total };
  }

  return {
    idsOf: (user: SessionUser) => repo.idsOf(user.userID),

    /** Saving again keeps the first save (and its place in the list). */
    async save(user: SessionUser, type: FavoriteType, id: string): Promise<void> {
      await people.ensureProfile(user);
      if (!(await repo.add(type, user.userID, id))) throw new NotFound(NOT_FOUND_MESSAGES[type]);
    },

    /** Removing what is not saved is a success too. */
    remove: (user: SessionUser, type: FavoriteType, id: string) => repo.remove(type, user.userID, id),

    businessesOf: (user: SessionUser, page: Page): Promise<{ results: BusinessCard[]; total: number }> =>
      cardsPage('business', user, page, businesses.cardsOf),

    productsOf: (user: SessionUser, page: Page): Promise<{ results: ProductCard[]; total: number }> =>
      cardsPage('product', user, page, products.cardsOf),
  };
}
export type FavoritesService = ReturnType<typeof favoritesService>;
