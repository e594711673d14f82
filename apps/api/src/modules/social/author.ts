import { businessSlug, type Author, type Image } from '@b2b/contracts';

/** The person who wrote something and, when they wrote it as one of their businesses, that business. */
export interface AuthorRow {
  userID: string;
  firstName: string;
  lastName: string;
  profilePhoto: Image | null;
  businessID: string | null;
  companyName: string | null;
  businessPhoto: Image | null;
}

/** A business author is shown by its company name and photo and links to its page by `businessKey`. */
export function authorOf(row: AuthorRow): Author {
  const author: Author = {
    userID: row.userID,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePhoto: row.profilePhoto,
  };
  if (row.businessID === null || row.companyName === null) return author;
  return {
    ...author,
    businessID: row.businessID,
    companyName: row.companyName,
    businessPhoto: row.businessPhoto,
    businessKey: businessSlug(row.companyName, row.businessID),
  };
}
