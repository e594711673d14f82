import type { ResourceType } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';

/** Whether a resource of one type exists. */
export type ResourceLookup = (id: string) => Promise<boolean>;

const NOT_FOUND_MESSAGES: Record<ResourceType, string> = {
  post: 'There is no post with this id.',
  comment: 'There is no comment with this id.',
  product: 'There is no product with this id.',
  business: 'There is no business with this id.',
};

/**
 * What can be liked or commented on, one lookup per resource type, so that a module that brings a new kind of resource
 * (the feed's posts) only adds its lookup.
 */
export function resourceResolver(lookups: Record<ResourceType, ResourceLookup>) {
  return {
    async requireResource(type: ResourceType, id: string): Promise<void> {
      if (!(await lookups[type](id))) throw new NotFound(NOT_FOUND_MESSAGES[type]);
    },
  };
}
export type ResourceResolver = ReturnType<typeof resourceResolver>;
