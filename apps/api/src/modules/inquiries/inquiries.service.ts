import { randomUUID } from 'node:crypto';
import {
  UNVERIFIED_REQUESTS_LIMIT,
  EMAIL_NOT_VERIFIED_MESSAGES,
  businessSlug,
  INQUIRY_CLOSED_MESSAGE,
  INQUIRY_NOT_FOUND_MESSAGE,
  INQUIRY_PRODUCT_MESSAGE,
  INQUIRY_TO_SELF_MESSAGE,
  type Image,
  type InquiryListQuery,
  type InquiryMessagesQuery,
  LIMITS,
  type InquiryParty,
  type InquirySide,
  type NotificationType,
  type SendInquiry,
  type Thread,
  type ThreadDeal,
  type ThreadMessage,
  type UnreadCounts,
} from '@b2b/contracts';
import type { Database } from '@b2b/db';
import { Conflict, NotFound, ValidationError } from '@b2b/server-kit';
import { requireVerifiedEmail, type SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { MailData } from '../mail/templates/index.ts';
import type { Notice } from '../notification-mail/notification-mail.repository.ts';
import {
  threadMailKey,
  type InquiriesRepository,
  type PageCursor,
  type ThreadRow,
} from './inquiries.repository.ts';

export interface InquiriesServiceOptions {
  repo: InquiriesRepository;
  access: BusinessAccessPolicy;
  /** The portal profile a person's request or reply points at, made on first use. */
  people: Pick<UsersService, 'ensureProfile'>;
  /** Who hears of a new request or message. */
  notifications: Pick<NotificationsService, 'notificationOf'>;
  /** The business a product belongs to (null for no such product): a request may be about one of its receiver's. */
  productOwner: (productID: string) => Promise<string | null>;
}

type PartiesRow = NonNullable<Awaited<ReturnType<InquiriesRepository['partiesOf']>>>;

/** The identity a caller reads or writes a thread as, and its side of it. */
interface Party {
  identityID: string;
  side: InquirySide;
}

const notFound = () => new NotFound(INQUIRY_NOT_FOUND_MESSAGE);
const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at.getTime()}.${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string, field = 'cursor'): PageCursor {
  const [ms, id] = Buffer.from(text, 'base64url').toString().split('.');
  const at = new Date(Number(ms));
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) {
    throw invalid(field, `${field} must be one a previous page gave`);
  }
  return { at, id };
}

function partyOf(id: string, type: 'user' | 'business', name: string, photo: unknown): InquiryParty {
  return {
    id,
    type,
    name,
    profilePhoto: (photo as Image | null) ?? null,
    ...(type === 'business' ? { businessKey: businessSlug(name, id) } : {}),
  };
}

/** What a thread's sender side is read with: its identity, the person and the business they wrote as, when any. */
export interface SenderColumns {
  senderID: string;
  senderUserID: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderUserPhoto: unknown;
  senderBusinessID: string | null;
  senderCompanyName: string | null;
  senderBusinessPhoto: unknown;
}

/** A thread's sender as everyone sees it: the business it was sent as, else the person (nameless once deleted). */
export function senderPartyOf(row: SenderColumns): InquiryParty {
  if (row.senderBusinessID !== null && row.senderCompanyName !== null) {
    return partyOf(row.senderBusinessID, 'business', row.senderCompanyName, row.senderBusinessPhoto);
  }
  return row.senderUserID === null || row.senderFirstName === null
    ? // The person's account is deleted: the thread stays with the other side, without their name (decision 0023).
      { id: row.senderID, type: 'user', name: '', profilePhoto: null, deleted: true }
    : partyOf(row.senderUserID, 'user', `${row.senderFirstName} ${row.senderLastName}`, row.senderUserPhoto);
}

/** Both sides' marks of a thread's deal, and when it closed: once both marked, at the later mark. */
export function closedDealOf(marks: { senderDealClosedAt: Date | null; receiverDealClosedAt: Date | null }) {
  const { senderDealClosedAt: buyer, receiverDealClosedAt: supplier } = marks;
  return {
    buyerClosedAt: buyer,
    supplierClosedAt: supplier,
    closedAt: buyer && supplier ? (buyer > supplier ? buyer : supplier) : null,
  };
}

const toThreadDeal = (marks: Parameters<typeof closedDealOf>[0]): ThreadDeal => {
  const deal = closedDealOf(marks);
  return {
    buyerClosedAt: deal.buyerClosedAt?.toISOString() ?? null,
    supplierClosedAt: deal.supplierClosedAt?.toISOString() ?? null,
    closedAt: deal.closedAt?.toISOString() ?? null,
  };
};

export function toThread(row: ThreadRow): Thread {
  const from = senderPartyOf(row);
  return {
    requestID: row.id,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    senderType: from.type,
    from,
    to: partyOf(row.receiverBusinessID, 'business', row.receiverCompanyName, row.receiverPhoto),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.unread,
    side: row.side,
    product:
      row.productID && row.productName
        ? { productID: row.productID, name: row.productName, mainImage: row.productImage ?? null }
        : null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy ?? null,
    deal: toThreadDeal(row),
  };
}

/**
 * Requests from a person or a business to a business, and the conversation that follows. Only the two parties see a
 * thread (a business party being its owner, admins and members); everyone else hears it does not exist.
 */
export function inquiriesService({
  repo,
  access,
  people,
  notifications,
  productOwner,
}: InquiriesServiceOptions) {
  /** Where an identity reads its threads on the web (the mail makes it an absolute address in its language). */
  const centerOf = (identityID: string, userID: string | null, requestID: string) =>
    identityID === userID
      ? `/message-center?${new URLSearchParams({ thread: requestID }).toString()}`
      : `/business/${identityID}/requests/${requestID}`;

  /** The identity whose threads a person lists: themself, or a business they belong to (else it does not exist). */
  async function listingIdentity(user: SessionUser, ubid: string | undefined): Promise<string> {
    if (ubid === undefined || ubid === user.userID) return user.userID;
    await access.requirePrivateAccess(user.userID, ubid, 'act');
    return ubid;
  }

  /**
   * The caller's side of a thread: as `bid` when given, else as themself or a business of theirs that is a party.
   * Anyone who is not a party gets NotFound, as for a thread that does not exist.
   */
  async function requireParty(user: SessionUser, requestID: string, bid: string | undefined) {
    // A business named by `bid` is asked about beside the thread: a business's every action waits once, not twice.
    const [thread, named] = await Promise.all([
      repo.partiesOf(requestID),
      bid && bid !== user.userID ? access.accessIfAny(user.userID, bid) : null,
    ]);
    if (!thread) throw notFound();
    const candidates = bid
      ? [bid]
      : [user.userID, thread.senderBusinessID, thread.receiverBusinessID].filter((id) => id !== null);
    for (const identityID of candidates) {
      const side: InquirySide | null =
        identityID === thread.senderID ? 'S' : identityID === thread.receiverBusinessID ? 'R' : null;
      if (!side) continue;
      const mine =
        identityID === user.userID ||
        (identityID === bid ? named : await access.accessOf(user.userID, identityID)) !== null;
      if (mine) return { thread, party: { identityID, side } satisfies Party };
    }
    throw notFound();
  }

  /** The notification of the thread's other side about what the caller did as their side. */
  async function toOtherSide(
    user: SessionUser,
    { requestID, thread, party }: { requestID: string; thread: PartiesRow; party: Party },
    type: NotificationType,
    detailID?: string,
  ) {
    return notifications.notificationOf(
      { userID: user.userID, businessID: party.identityID === user.userID ? null : party.identityID },
      {
        type,
        recipientID: party.side === 'S' ? thread.receiverBusinessID : thread.senderID,
        subjectID: requestID,
        ...(detailID ? { detailID } : {}),
      },
    );
  }

  /**
   * The mail owed to the other side of a thread about a new message: to the person, or to the business (its contact
   * address, else its owner) as its owner chose for replies; gathered with the thread's waiting mail to that side.
   */
  async function replyMail(
    thread: PartiesRow,
    requestID: string,
    from: InquirySide,
    content: string,
  ): Promise<Notice | null> {
    const to = from === 'S' ? thread.receiverBusinessID : thread.senderID;
    const toPerson = to === thread.senderID && thread.senderBusinessID === null;
    // A person whose account is deleted is told nothing.
    if (toPerson && thread.senderUserID === null) return null;
    const recipient = toPerson
      ? await repo.userEmail(to).then((person) => person && { ...person, ownerID: to })
      : await repo.businessEmail(to);
    if (!recipient) return null;
    return {
      userID: recipient.ownerID,
      kind: 'replies',
      coalesceKey: threadMailKey(requestID, to),
      mail: {
        to: recipient.email,
        language: recipient.language,
        template: 'inquiry.message',
        data: { message: content, path: centerOf(to, thread.senderUserID, requestID) },
      },
    };
  }

  /**
   * The mails of a new request: to the business (its contact address, else its owner) as its owner chose, and to each
   * member who chose to hear of their businesses' requests, at their own address.
   */
  async function requestMails(
    businessID: string,
    request: Omit<MailData<'inquiry.created'>, 'companyName'>,
  ): Promise<Notice[]> {
    const [receiver, members] = await Promise.all([
      repo.businessEmail(businessID),
      repo.membersOf(businessID),
    ]);
    if (!receiver) return [];
    const data = { ...request, companyName: receiver.companyName };
    const toBusiness: Notice = {
      userID: receiver.ownerID,
      kind: 'requests',
      mail: { to: receiver.email, language: receiver.language, template: 'inquiry.created', data },
    };
    return [
      toBusiness,
      ...members
        .filter((member) => member.email !== receiver.email)
        .map((member): Notice => ({
          userID: member.userID,
          kind: 'memberRequests',
          mail: {
            to: member.email,
            language: member.language,
            template: 'inquiry.created',
            data: { ...data, forMember: true },
          },
        })),
    ];
  }

  return {
    /** Opens a thread as the person, or as the business in `from`; answers its id. */
    async send(user: SessionUser, input: SendInquiry): Promise<string> {
      if (input.from === input.to) throw invalid('from', INQUIRY_TO_SELF_MESSAGE);
      const sender = input.from
        ? (await access.requireBusinessAccess(user.userID, input.from, 'act')).business
        : null;
      // A person writing as themself to a business of their own sees its Requests instead.
      if ((await access.accessOf(user.userID, input.to)) !== null && !sender) {
        throw invalid('to', INQUIRY_TO_SELF_MESSAGE);
      }
      if (input.productID && (await productOwner(input.productID)) !== input.to) {
        throw invalid('productID', INQUIRY_PRODUCT_MESSAGE);
      }
      // An unproved address may try the portal, not flood businesses: a few requests, then it must be verified.
      if (!user.emailVerified && (await repo.countSentBy(user.userID)) >= UNVERIFIED_REQUESTS_LIMIT) {
        requireVerifiedEmail(user, EMAIL_NOT_VERIFIED_MESSAGES.requests);
      }
      await people.ensureProfile(user);
      const id = randomUUID();
      const messageID = randomUUID();
      const senderName = sender?.companyName ?? `${user.firstName} ${user.lastName}`;
      const mails = await requestMails(input.to, {
        senderName,
        subject: input.subject,
        message: input.message,
        path: `/business/${input.to}/requests/${id}`,
      });
      await repo.createInquiry(
        {
          id,
          senderUserID: user.userID,
          senderBusinessID: sender?.id ?? null,
          senderID: sender?.id ?? user.userID,
          receiverBusinessID: input.to,
          subject: input.subject,
          productID: input.productID ?? null,
          message: { id: messageID, content: input.message },
        },
        mails,
        await notifications.notificationOf(
          { userID: user.userID, businessID: sender?.id ?? null },
          { type: 'request.received', recipientID: input.to, subjectID: id, detailID: messageID },
        ),
      );
      return id;
    },

    /**
     * The thread of an awarded quote, from the buyer (the person, or the business they posted the RFQ as) to the
     * supplier, its first message the quote: its id, and `open`, which writes it within the award's transaction (so
     * that there is never an award without its thread). Everything else it needs is read here, before that transaction
     * begins: an embedded database runs one transaction at a time, and a read outside it would wait for it.
     */
    async awardThread(award: {
      buyerUserID: string;
      buyerBusinessID: string | null;
      buyerName: string;
      supplierBusinessID: string;
      subject: string;
      message: string;
    }): Promise<{ requestID: string; open: (executor: Database) => Promise<void> }> {
      const id = randomUUID();
      const messageID = randomUUID();
      const mails = await requestMails(award.supplierBusinessID, {
        senderName: award.buyerName,
        subject: award.subject,
        message: award.message,
        path: `/business/${award.supplierBusinessID}/requests/${id}`,
      });
      const notification = await notifications.notificationOf(
        { userID: award.buyerUserID, businessID: award.buyerBusinessID },
        {
          type: 'request.received',
          recipientID: award.supplierBusinessID,
          subjectID: id,
          detailID: messageID,
        },
      );
      const thread = {
        id,
        senderUserID: award.buyerUserID,
        senderBusinessID: award.buyerBusinessID,
        senderID: award.buyerBusinessID ?? award.buyerUserID,
        receiverBusinessID: award.supplierBusinessID,
        subject: award.subject,
        productID: null,
        message: { id: messageID, content: award.message },
      };
      return {
        requestID: id,
        open: (executor) => repo.createInquiry(thread, mails, notification, executor),
      };
    },

    /** A page of an identity's threads, newest activity first, and the cursor of the next page (null after the last). */
    async list(
      user: SessionUser,
      query: InquiryListQuery,
    ): Promise<{ threads: Thread[]; next: string | null }> {
      const identityID = await listingIdentity(user, query.ubid);
      const rows = await repo.listThreads(identityID, {
        size: query.size + 1,
        ...(query.cursor ? { cursor: decodeCursor(query.cursor) } : {}),
        ...(query.q ? { search: query.q } : {}),
      });
      const page = rows.slice(0, query.size);
      const last = page.at(-1);
      return {
        threads: page.map(toThread),
        next:
          rows.length > query.size && last ? encodeCursor({ at: last.lastActivityAt, id: last.id }) : null,
      };
    },

    /**
     * A thread and a page of its messages, oldest first: its newest ones, or those before `before`; reading it marks it
     * read for the identity it is read as.
     */
    async read(user: SessionUser, requestID: string, query: InquiryMessagesQuery) {
      const { party } = await requireParty(user, requestID, query.bid);
      const before = query.before === undefined ? undefined : decodeCursor(query.before, 'before');
      const size = LIMITS.inquiryMessagePageSize;
      const [row, newestFirst] = await Promise.all([
        repo.threadAs(party.identityID, requestID),
        repo.messagesOf(requestID, { size: size + 1, ...(before ? { before } : {}) }),
      ]);
      if (!row) throw notFound();
      // Read first and marked after, so that a thread already read (most reads, and every older page) costs no write.
      if (row.unread && (await repo.markRead(party.identityID, requestID, row.lastActivityAt)))
        row.unread = false;
      const messages = newestFirst.slice(0, size).reverse();
      const oldest = messages[0];
      return {
        request: toThread(row),
        older:
          newestFirst.length > size && oldest ? encodeCursor({ at: oldest.createdAt, id: oldest.id }) : null,
        messages: messages.map((m): ThreadMessage => ({
          messageID: m.id,
          content: m.content,
          datetime: m.createdAt.toISOString(),
          from: m.side,
          type: 'text',
        })),
      };
    },

    /** Adds a message from the caller's side; an ended thread refuses it with Conflict. */
    async reply(
      user: SessionUser,
      requestID: string,
      bid: string | undefined,
      content: string,
    ): Promise<void> {
      const { thread, party } = await requireParty(user, requestID, bid);
      if (thread.status === 'closed') throw new Conflict(INQUIRY_CLOSED_MESSAGE);
      const messageID = randomUUID();
      // Asked at once: the author's profile (the message points at it), the mail owed and the notification each ask the
      // database, and none needs the others.
      const [, mail, notification] = await Promise.all([
        people.ensureProfile(user),
        replyMail(thread, requestID, party.side, content),
        toOtherSide(user, { requestID, thread, party }, 'request.message', messageID),
      ]);
      const added = await repo.addMessage(
        requestID,
        { id: messageID, side: party.side, authorUserID: user.userID, content },
        mail,
        notification,
      );
      if (!added) throw new Conflict(INQUIRY_CLOSED_MESSAGE);
    },

    /** Ends the conversation for both sides; either party may, and ending it twice is a success. */
    async end(user: SessionUser, requestID: string, bid: string | undefined): Promise<void> {
      const { party } = await requireParty(user, requestID, bid);
      await repo.close(requestID, party.side);
    },

    /**
     * Marks the thread's deal closed for the caller's side and tells the other side; either party may, each once
     * (marking again is a success). Independent of ending the conversation: an ended thread may still record its deal.
     */
    async markDealClosed(user: SessionUser, requestID: string, bid: string | undefined): Promise<ThreadDeal> {
      const { thread, party } = await requireParty(user, requestID, bid);
      const marks = await repo.markDealClosed(
        requestID,
        party.side,
        await toOtherSide(user, { requestID, thread, party }, 'request.dealClosed'),
      );
      return toThreadDeal(marks);
    },

    /**
     * The caller's side of a thread and its deal, for the reviews of closed deals: NotFound for anyone who is not a
     * party, as for a thread that does not exist.
     */
    async dealOf(user: SessionUser, requestID: string, bid: string | undefined) {
      const { thread, party } = await requireParty(user, requestID, bid);
      return {
        party,
        thread,
        deal: closedDealOf(thread),
        /** The notification of the other side about what the caller's side did to the deal. */
        noticeOf: (type: NotificationType) => toOtherSide(user, { requestID, thread, party }, type),
      };
    },

    /** Unread threads of the person and of each business they belong to. */
    async unreadCounts(user: SessionUser): Promise<UnreadCounts> {
      const identities = await access.identitiesOf(user.userID);
      const counts = await repo.unreadCounts(identities);
      const rows = identities.map((identityID) => ({ identityID, unread: counts.get(identityID) ?? 0 }));
      return { total: rows.reduce((sum, row) => sum + row.unread, 0), identities: rows };
    },
  };
}
export type InquiriesService = ReturnType<typeof inquiriesService>;
