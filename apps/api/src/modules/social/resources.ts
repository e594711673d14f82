import {
  NO_BUSINESS_MESSAGE,
  NO_COMMENT_MESSAGE,
  NO_POST_MESSAGE,
  NO_PRODUCT_MESSAGE,
  type ResourceType,
} from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';

/**
 * The identity a resource of one type belongs to (whose notifications its likes and comments go to), or null when there
 * is no such resource: a post's timeline (the person or business it was posted as), a comment's author (the business
 * it was written as, else the person), a product's business, the business itself.
 */
export type ResourceLookup = (id: string) => Promise<string | null>;

const NOT_FOUND_MESSAGES: Record<ResourceType, string> = {
  post: NO_POST_MESSAGE,
  comment: NO_COMMENT_MESSAGE,
  product: NO_PRODUCT_MESSAGE,
  business: NO_BUSINESS_MESSAGE,
};

/**
 * What can be liked or commented on, one lookup per resource type, so that a module that brings a new kind of resource
 * (the feed's posts) only adds its lookup.
 */
export function resourceResolver(lookups: Record<ResourceType, ResourceLookup>) {
  return {
    /** The resource's owner identity; NotFound when there is no such resource. */
    async requireResource(type: ResourceType, id: string): Promise<string> {
      const owner = await lookups[type](id);
      if (owner === null) throw new NotFound(NOT_FOUND_MESSAGES[type]);
      return owner;
    },
  };
}
export type ResourceResolver = ReturnType<typeof resourceResolver>;
