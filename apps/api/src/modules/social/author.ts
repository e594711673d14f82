import { businessSlug, type Author, type Image } from '@b2b/contracts';

/** The person who wrote something and, when they wrote it as one of their businesses, that business. */
export interface AuthorRow {
  userId: string;
  firstName: string;
  lastName: string;
  profilePhoto: Image | null;
  businessId: string | null;
  companyName: string | null;
  businessPhoto: Image | null;
}

/** A business author is shown by its company name and photo and links to its page by `businessKey`. */
export function authorOf(row: AuthorRow): Author {
  const author: Author = {
    userID: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePhoto: row.profilePhoto,
  };
  if (row.businessId === null || row.companyName === null) return author;
  return {
    ...author,
    businessID: row.businessId,
    companyName: row.companyName,
    businessPhoto: row.businessPhoto,
    businessKey: businessSlug(row.companyName, row.businessId),
  };
}
