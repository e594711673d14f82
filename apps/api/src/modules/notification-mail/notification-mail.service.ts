import type { MailPreferences, MailPreferencesUpdate, UnsubscribeTopic } from '@b2b/contracts';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { UsersService } from '../users/users.service.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import type { NotificationMailRepository } from './notification-mail.repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-link.ts';

export interface NotificationMailServiceOptions {
  repo: NotificationMailRepository;
  people: Pick<UsersService, 'ensureProfile'>;
  links: UnsubscribeLinks;
}

/** A person's choices of notification mail: on their profile, and through the links of the mails themselves. */
export function notificationMailService({ repo, people, links }: NotificationMailServiceOptions) {
  return {
    preferences: (user: SessionUser): Promise<MailPreferences> => repo.preferences(user.userID),

    async update(user: SessionUser, update: MailPreferencesUpdate): Promise<MailPreferences> {
      await people.ensureProfile(user);
      return repo.update(user.userID, update);
    },

    /**
     * Whom and what an unsubscribe link names, with the language of its page; null for a link that is not signed
     * (or names a person the portal does not know), which every caller refuses alike.
     */
    async unsubscribeTarget(
      query: object,
    ): Promise<{ userID: string; kind: UnsubscribeTopic; language: string } | null> {
      const target = links.verify(query);
      if (!target) return null;
      return { ...target, language: mailLanguageOf(await repo.languageOf(target.userID)) };
    },

    /** Turns the kind (or every kind of the digest) off; false when the person is not known here. */
    turnOff: (userID: string, kind: UnsubscribeTopic): Promise<boolean> => repo.turnOff(userID, kind),
  };
}
export type NotificationMailService = ReturnType<typeof notificationMailService>;
