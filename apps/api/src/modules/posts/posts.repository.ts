import { desc, eq, sql, tables, type Database } from '@b2b/db';

const { posts, users, businesses, businessMembers, follows } = tables;

export type PostInsert = Omit<typeof posts.$inferInsert, 'createdAt'>;
export type PostRow = NonNullable<Awaited<ReturnType<PostsRepository['findPost']>>>;

/** Above every UUID: the first page of a feed reads below it, so that one statement serves every page. */
const TOP = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** Posts of everyone read newest first for a page of a newsfeed before reading timeline by timeline. */
const RECENT_WINDOW = 1_000;

/** Posts, their timelines and the newsfeed. Ids are UUID version 7, so `id` order is the order of creation. */
export function postsRepository(db: Database) {
  /** A post with what its card shows of the person who wrote it and of the business they posted as. */
  const withAuthors = () =>
    db
      .select({
        id: posts.id,
        content: posts.content,
        picture: posts.picture,
        createdAt: posts.createdAt,
        timelineID: posts.timelineID,
        timelineType: posts.timelineType,
        userID: posts.userID,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePhoto: users.profilePhoto,
        businessID: posts.businessID,
        companyName: businesses.companyName,
        businessPhoto: businesses.profilePhoto,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userID))
      .leftJoin(businesses, eq(businesses.id, posts.businessID));

  const postByID = withAuthors()
    .where(eq(posts.id, sql.placeholder('id')))
    .prepare('post_by_id');

  const timelinePage = withAuthors()
    .where(eq(posts.timelineID, sql.placeholder('timelineID')))
    .orderBy(desc(posts.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('size'))
    .prepare('post_timeline_page');

  /**
   * The newest `size` posts below `before` of every timeline the person reads: their own, their businesses' and those
   * of the businesses they follow. First the newest RECENT_WINDOW posts of everyone below `before` are read from the
   * primary key and kept when their timeline is one of the person's: when that finds a whole page, no newer post of
   * theirs can be missing, and a page of an active network costs a few hundred index entries. Otherwise (a person
   * following few or quiet timelines) each timeline gives at most `size` posts from the top of its (timeline, id)
   * index, one short index read per timeline. Either way a page costs the same however many posts there are and however
   * deep it is; the authors are joined to the page's posts only.
   */
  const newsfeedPage = withAuthors()
    .where(
      sql`${posts.id} in (
        with timelines as (
          select ${sql.placeholder('userID')}::uuid as id
          union select ${businessMembers.businessID} from ${businessMembers}
            where ${businessMembers.userID} = ${sql.placeholder('userID')}
          union select ${follows.resourceID} from ${follows}
            where ${follows.userID} = ${sql.placeholder('userID')}
        ),
        recent as (
          select latest.id from (
            select ${posts.id} as id, ${posts.timelineID} as timeline_id from ${posts}
            where ${posts.id} < ${sql.placeholder('before')}::uuid
            order by ${posts.id} desc
            limit ${sql.raw(String(RECENT_WINDOW))}
          ) as latest
          where latest.timeline_id in (select id from timelines)
          order by latest.id desc
          limit ${sql.placeholder('size')}
        )
        select id from recent where (select count(*) from recent) = ${sql.placeholder('size')}
        union all
        select feed.id from timelines
        cross join lateral (
          select ${posts.id} as id from ${posts}
          where ${posts.timelineID} = timelines.id and ${posts.id} < ${sql.placeholder('before')}::uuid
          order by ${posts.id} desc
          limit ${sql.placeholder('size')}
        ) as feed
        where (select count(*) from recent) < ${sql.placeholder('size')}
        order by id desc
        limit ${sql.placeholder('size')}
      )`,
    )
    .orderBy(desc(posts.id))
    .prepare('post_newsfeed_page');

  /** Who wrote a post and the business they posted as, or null when there is no such post. */
  async function writerOf(postID: string) {
    const [row] = await db
      .select({ userID: posts.userID, businessID: posts.businessID })
      .from(posts)
      .where(eq(posts.id, postID));
    return row ?? null;
  }

  return {
    async insertPost(row: PostInsert): Promise<void> {
      await db.insert(posts).values(row);
    },

    async findPost(postID: string) {
      const [row] = await postByID.execute({ id: postID });
      return row ?? null;
    },

    writerOf,

    async deletePost(postID: string): Promise<void> {
      await db.delete(posts).where(eq(posts.id, postID));
    },

    /** Whether the id is a person's (with a profile) or a business's: whether there is such a timeline at all. */
    async timelineOwnerExists(timelineID: string): Promise<boolean> {
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, timelineID));
      if (person) return true;
      const [business] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, timelineID));
      return Boolean(business);
    },

    /** A page of a timeline, newest first. */
    timelinePage: (timelineID: string, skip: number, size: number) =>
      timelinePage.execute({ timelineID, skip, size }),

    /** The `size` newest posts of a person's newsfeed older than `before` (a post id, removed or not), newest first. */
    newsfeedPage: (userID: string, before: string | undefined, size: number) =>
      newsfeedPage.execute({ userID, before: before ?? TOP, size }),
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
