import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ActingIdentity } from './acting-identity.ts';
import type { ResourceResolver } from './resources.ts';
import type { SocialRepository } from './social.repository.ts';

/** What social needs of the users module: the portal profile a like or comment points at, made on first use. */
export type People = Pick<UsersService, 'ensureProfile'>;

/** What the social services are built from. */
export interface SocialDeps {
  repo: SocialRepository;
  acting: ActingIdentity;
  resources: ResourceResolver;
  people: People;
  /** The rendered pages that show a liked, followed or commented resource (its counters), dropped after each change. */
  pages: PageInvalidation;
  /** Who hears of a like, a comment or a follow. */
  notifications: Pick<NotificationsService, 'notificationOf'>;
}
