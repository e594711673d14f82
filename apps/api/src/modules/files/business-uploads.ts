import { z } from 'zod';
import { ValidationError } from '@b2b/server-kit';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';

const businessIDSchema = z.uuid();

/**
 * A business picture for an existing business (`extras.businessID`) is granted to its owner and admins only. Without
 * one, any signed-in person may upload: the creation form uploads before its business exists. Either way the picture is
 * bound to the uploader, and a business takes only its editor's own uploads (`ownImage`), checked again there.
 */
export async function checkBusinessUpload(
  policy: Pick<BusinessAccessPolicy, 'requireBusinessAccess'>,
  userID: string,
  extras: Record<string, string> | undefined,
): Promise<void> {
  const businessID = extras?.businessID;
  if (businessID === undefined) return;
  if (!businessIDSchema.safeParse(businessID).success) {
    throw new ValidationError('extras.businessID must be a business id.', [
      { path: 'extras.businessID', message: 'extras.businessID must be a business id.' },
    ]);
  }
  await policy.requireBusinessAccess(userID, businessID, 'edit');
}
