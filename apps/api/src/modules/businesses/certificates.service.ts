import { randomUUID } from 'node:crypto';
import { NO_CERTIFICATE_MESSAGE, type Certificate, type CertificateInput } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { OwnImages } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import { certificateOf } from './business-views.ts';
import type { CertificatesRepository } from './certificates.repository.ts';
import { throwIfInvalid } from './field-errors.ts';
import { pictureChange } from './own-picture.ts';

const notFound = () => new NotFound(NO_CERTIFICATE_MESSAGE);

export function certificatesService(
  repo: CertificatesRepository,
  access: BusinessAccessPolicy,
  images: OwnImages,
  pages: PageInvalidation,
) {
  return {
    async list(businessID: string): Promise<Certificate[]> {
      await access.accessOf(null, businessID);
      return (await repo.list(businessID)).map(certificateOf);
    },

    /** Owner or admin; the photo must be the caller's own upload. */
    async add(userID: string, businessID: string, input: CertificateInput): Promise<Certificate> {
      await access.requireBusinessAccess(userID, businessID, 'edit');
      const photo = await pictureChange(images, userID, input.photo);
      const row = await repo.insert({
        id: randomUUID(),
        businessID: businessID,
        name: input.name,
        issueDate: input.issueDate,
        expireDate: input.expireDate ?? null,
        photo: photo ?? null,
      });
      pages.invalidate(businessID);
      return certificateOf(row);
    },

    /** Owner or admin: a missing expire date or photo stays as it is, `null` clears it. */
    async update(
      userID: string,
      businessID: string,
      certificateID: string,
      input: CertificateInput,
    ): Promise<Certificate> {
      await access.requireBusinessAccess(userID, businessID, 'edit');
      const current = await repo.find(businessID, certificateID);
      if (!current) throw notFound();
      const expireDate = input.expireDate === undefined ? current.expireDate : input.expireDate;
      // The schema compares the dates it was given; a kept expire date is compared here.
      throwIfInvalid(
        expireDate !== null && expireDate < input.issueDate
          ? [{ path: 'expireDate', message: 'The expire date cannot be before the issue date' }]
          : [],
      );
      const photo = await pictureChange(images, userID, input.photo, [current.photo]);
      const row = await repo.update(businessID, certificateID, {
        name: input.name,
        issueDate: input.issueDate,
        expireDate,
        ...(photo !== undefined ? { photo } : {}),
      });
      if (!row) throw notFound();
      pages.invalidate(businessID);
      return certificateOf(row);
    },

    async remove(userID: string, businessID: string, certificateID: string): Promise<void> {
      await access.requireBusinessAccess(userID, businessID, 'edit');
      if (!(await repo.remove(businessID, certificateID))) throw notFound();
      pages.invalidate(businessID);
    },
  };
}

export type CertificatesService = ReturnType<typeof certificatesService>;
