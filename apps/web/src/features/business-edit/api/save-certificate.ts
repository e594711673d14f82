import { CertificateAnswerSchema, type CertificateInput } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from './update-business.ts';

const certificatesPath = (businessID: string) =>
  `/business/profile/${encodeURIComponent(businessID)}/certificates`;

/**
 * `POST business/profile/{id}/certificates` adds one; `PUT .../certificates/{certificateID}` replaces it, where a null
 * expire date or photo removes it.
 */
export const saveCertificate = (businessID: string, certificateID: string | null, input: CertificateInput) =>
  apiRequest(
    certificateID
      ? `${certificatesPath(businessID)}/${encodeURIComponent(certificateID)}`
      : certificatesPath(businessID),
    { method: certificateID ? 'PUT' : 'POST', body: input, keepNull: true, schema: CertificateAnswerSchema },
  );

export function useSaveCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateID, input }: { certificateID: string | null; input: CertificateInput }) =>
      saveCertificate(businessID, certificateID, input),
    // The certificates travel inside the profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessQueryKey(businessID) }),
  });
}
