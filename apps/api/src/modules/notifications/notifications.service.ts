import {
  businessPath,
  NOTIFICATION_EXCERPT_MAX,
  NOTIFICATION_PAGE_SIZE,
  productPath,
  type MarkNotificationsRead,
  type Notification,
  type NotificationsQuery,
  type NotificationType,
  type UnreadCounts,
} from '@b2b/contracts';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { authorOf } from '../social/author.ts';
import type {
  NotificationInput,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository.ts';

export interface NotificationsServiceOptions {
  repo: NotificationsRepository;
  access: Pick<BusinessAccessPolicy, 'identitiesOf'>;
}

/** Who did something: a person, acting as one of their businesses when `businessID` is set. */
export interface NotificationActor {
  userID: string;
  businessID: string | null;
}

/** The start of a text, on one line, cut after a whole word. */
export function excerptOf(text: string | null): string | null {
  if (text === null) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= NOTIFICATION_EXCERPT_MAX) return line;
  const cut = line.slice(0, NOTIFICATION_EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The page that shows a notification's subject, as the identity it was for opens it; null when the subject is gone. */
function linkOf(row: NotificationRow): string | null {
  switch (row.targetType) {
    case 'request':
      return row.recipientCompanyName === null
        ? `/my-messages?${new URLSearchParams({ thread: row.subjectID }).toString()}`
        : `/business/${row.recipientID}/requests/${row.subjectID}`;
    case 'rfq':
      // The buyer compares the quotes; a supplier opens the RFQ as its business.
      return row.type === 'quote.received' || row.type === 'quote.changed'
        ? `/rfq/${row.subjectID}/quotes`
        : `/rfq/${row.subjectID}?${new URLSearchParams({ bid: row.recipientID }).toString()}`;
    case 'post':
      return row.postTimelineID && `/timeline/${row.postTimelineID}`;
    case 'product':
      return row.targetCompanyName && row.productName
        ? productPath(row.targetCompanyName, row.productName, row.targetID)
        : null;
    case 'business':
      return row.targetCompanyName && row.targetBusinessID
        ? businessPath(row.targetCompanyName, row.targetBusinessID)
        : null;
    default:
      return null;
  }
}

/** The subject's own words: what a comment said, a request's subject, a post's start, a product's or business's name. */
function subjectOf(row: NotificationRow): string | null {
  if (row.type.startsWith('comment.')) return excerptOf(row.commentText);
  switch (row.targetType) {
    case 'request':
      return row.requestSubject;
    case 'rfq':
      return row.rfqProductName;
    case 'post':
      return excerptOf(row.postText);
    case 'product':
      return row.productName;
    default:
      return row.targetCompanyName;
  }
}

function toNotification(row: NotificationRow, link: string): Notification {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actor: row.hidesActor ? null : authorOf(row),
    recipient:
      row.recipientCompanyName === null
        ? {
            identityID: row.recipientID,
            type: 'user',
            name: `${row.recipientFirstName ?? ''} ${row.recipientLastName ?? ''}`.trim(),
          }
        : { identityID: row.recipientID, type: 'business', name: row.recipientCompanyName },
    link,
    subject: subjectOf(row),
    excerpt: excerptOf(row.detailText),
  };
}

/**
 * Notifications of a person and of every business they belong to. The modules where things happen ask
 * `notificationOf` for the row to record in their own transaction; nobody is told of their own doing.
 */
export function notificationsService({ repo, access }: NotificationsServiceOptions) {
  return {
    /**
     * The notification of an action, or null when its recipient is the actor themself, or one of the acting person's
     * own businesses (a person acting on their own business's things, as themself or as another business of theirs,
     * already knows: it would come back in their own list).
     */
    async notificationOf(
      actor: NotificationActor,
      action: { type: NotificationType; recipientID: string; subjectID: string; detailID?: string },
    ): Promise<NotificationInput | null> {
      if ((await access.identitiesOf(actor.userID)).includes(action.recipientID)) return null;
      return {
        recipientID: action.recipientID,
        type: action.type,
        actorUserID: actor.userID,
        actorBusinessID: actor.businessID,
        subjectID: action.subjectID,
        detailID: action.detailID ?? null,
      };
    },

    /** A page of the person's and their businesses' notifications, newest first, and the `before` of the next. */
    async list(user: SessionUser, query: NotificationsQuery) {
      const identities = await access.identitiesOf(user.userID);
      const rows = await repo.page(identities, {
        size: NOTIFICATION_PAGE_SIZE + 1,
        ...(query.before === undefined ? {} : { before: query.before }),
      });
      const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
      const notifications: Notification[] = [];
      for (const row of page) {
        const link = linkOf(row);
        if (link !== null) notifications.push(toNotification(row, link));
      }
      return {
        notifications,
        next: rows.length > NOTIFICATION_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async unreadCounts(user: SessionUser): Promise<UnreadCounts> {
      const identities = await access.identitiesOf(user.userID);
      const counts = await repo.unreadCounts(identities);
      const rows = identities.map((identityID) => ({ identityID, unread: counts.get(identityID) ?? 0 }));
      return { total: rows.reduce((sum, row) => sum + row.unread, 0), identities: rows };
    },

    /** Reads them for every identity of the person: one of a business's people reading its notifications reads them for all. */
    async markRead(user: SessionUser, body: MarkNotificationsRead): Promise<void> {
      await repo.markRead(await access.identitiesOf(user.userID), body.upTo);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
