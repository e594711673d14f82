import type { SocialRepository } from './social.repository.ts';

/** What other modules call when one of their resources goes away, so its likes and comments go with it. */
export function socialCleanup(repo: SocialRepository) {
  return {
    forgetResource: (resourceID: string) => repo.forgetResource(resourceID),
  };
}
