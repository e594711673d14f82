import {
  LIMITS,
  type FieldError,
  type MakePostSchema,
  type Post,
  type TimelineType,
  NO_POST_MESSAGE,
  NO_TIMELINE_MESSAGE,
  NOT_AUTHOR_MESSAGE,
} from '@b2b/contracts';
import { Forbidden, NotFound, ValidationError } from '@b2b/server-kit';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import { BUSINESS_RULES, type BusinessAccessPolicy } from '../businesses/business-access.ts';
import { ownPicture } from '../businesses/own-picture.ts';
import type { OwnImages } from '../users/users.service.ts';
import type { ActingIdentity } from '../social/acting-identity.ts';
import { authorOf } from '../social/author.ts';
import type { People } from '../social/social-deps.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';

export type MakePost = z.infer<typeof MakePostSchema>;

export interface PostsServiceOptions {
  repo: PostsRepository;
  acting: ActingIdentity;
  access: Pick<BusinessAccessPolicy, 'accessOf'>;
  images: OwnImages;
  people: People;
  /** Drops the likes and comments of a removed post, with the replies to its comments (the social module's). */
  forgetSocial: (resourceID: string) => Promise<void>;
  /** The rendered pages that show the person or business whose timeline changed. */
  pages: PageInvalidation;
}

export const OWN_TIMELINE_MESSAGE =
  'A post goes on the timeline of whoever writes it: timelineID is your user id, or the businessID you post as.';
export const TIMELINE_TYPE_MESSAGE =
  "timelineType is 'business' when you post as a business (businessID), else 'user'.";

function toPost(row: PostRow): Post {
  const author = authorOf(row);
  const datetime = row.createdAt.toISOString();
  return {
    postID: row.id,
    content: row.content,
    createdAt: datetime,
    author,
    header: { author, metadata: { datetime, resourceID: row.id } },
    body: { text: row.content, picture: row.picture },
    timelineID: row.timelineID,
    timelineType: row.timelineType,
  };
}

/** Posts on the timelines of people and businesses, and each person's newsfeed of them. */
export function postsService({
  repo,
  acting,
  access,
  images,
  people,
  forgetSocial,
  pages,
}: PostsServiceOptions) {
  /** A post goes on its writer's own timeline: the person's, or the business's they post as. */
  function requireOwnTimeline(user: SessionUser, input: MakePost) {
    const timelineID = input.businessID ?? user.userID;
    const timelineType: TimelineType = input.businessID ? 'business' : 'user';
    const errors: FieldError[] = [];
    if (input.timelineType !== timelineType)
      errors.push({ path: 'timelineType', message: TIMELINE_TYPE_MESSAGE });
    if (input.timelineID !== timelineID) errors.push({ path: 'timelineID', message: OWN_TIMELINE_MESSAGE });
    if (errors.length) throw new ValidationError(errors[0]!.message, errors);
  }

  return {
    /** As the person, or with `businessID` as one of their businesses (any member may); the text is kept as given. */
    async makePost(user: SessionUser, input: MakePost): Promise<string> {
      requireOwnTimeline(user, input);
      const actor = await acting.actorOf(user, input.businessID);
      const picture = input.picture ? await ownPicture(images, user.userID, input.picture) : null;
      await people.ensureProfile(user);
      const id = uuidv7();
      await repo.insertPost({
        id,
        userID: user.userID,
        businessID: actor.businessID,
        timelineID: actor.actorID,
        timelineType: input.timelineType,
        content: input.content,
        picture,
      });
      pages.invalidate(actor.actorID);
      return id;
    },

    async postOf(postID: string): Promise<Post> {
      const row = await repo.findPost(postID);
      if (!row) throw new NotFound(NO_POST_MESSAGE);
      return toPost(row);
    },

    /** Whose timeline a post is on (the business it was posted as, else its writer), or null when there is none. */
    async timelineOf(postID: string): Promise<string | null> {
      const writer = await repo.writerOf(postID);
      return writer && (writer.businessID ?? writer.userID);
    },

    /**
     * By the person who wrote it, or for a business's post by an owner or admin of that business; its likes and
     * comments go with it.
     */
    async removePost(user: SessionUser, postID: string): Promise<void> {
      const writer = await repo.writerOf(postID);
      if (!writer) throw new NotFound(NO_POST_MESSAGE);
      if (writer.userID !== user.userID) {
        const businessAccess = writer.businessID
          ? await access.accessOf(user.userID, writer.businessID)
          : null;
        if (!businessAccess || !(BUSINESS_RULES.edit as readonly string[]).includes(businessAccess)) {
          throw new Forbidden(NOT_AUTHOR_MESSAGE);
        }
      }
      await repo.deletePost(postID);
      await forgetSocial(postID);
      pages.invalidate(writer.businessID ?? writer.userID);
    },

    /** A page of the person's newsfeed below `nextID`; `nextID` comes back only when the page is full. */
    async newsfeed(user: SessionUser, nextID: string | undefined) {
      const size = LIMITS.timelinePageSize;
      const rows = await repo.newsfeedPage(user.userID, nextID, size);
      return { posts: rows.map(toPost), nextID: rows.length === size ? rows.at(-1)!.id : null };
    },

    async timeline(timelineID: string, page: { skip: number; size: number }): Promise<Post[]> {
      const rows = await repo.timelinePage(timelineID, page.skip, page.size);
      // Only an empty page can be a timeline that does not exist (or no longer does), so only it costs the question.
      if (rows.length === 0 && !(await repo.timelineOwnerExists(timelineID))) {
        throw new NotFound(NO_TIMELINE_MESSAGE);
      }
      return rows.map(toPost);
    },
  };
}
export type PostsService = ReturnType<typeof postsService>;
