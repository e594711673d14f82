import { SuccessAnswerSchema } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from './update-business.ts';

/** `DELETE business/profile/{id}/certificates/{certificateID}`. */
export const deleteCertificate = (businessID: string, certificateID: string) =>
  apiRequest(
    `/business/profile/${encodeURIComponent(businessID)}/certificates/${encodeURIComponent(certificateID)}`,
    { method: 'DELETE', schema: SuccessAnswerSchema },
  );

export function useDeleteCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateID: string) => deleteCertificate(businessID, certificateID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessQueryKey(businessID) }),
  });
}
