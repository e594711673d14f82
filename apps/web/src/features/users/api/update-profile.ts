import { UserProfileUpdateAnswerSchema, type UserProfileUpdate } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

/** `PUT user/profile`: the fields given change, the others stay (empty values are dropped before sending). */
export const updateProfile = (update: UserProfileUpdate) =>
  apiRequest('/user/profile', { method: 'PUT', body: update, schema: UserProfileUpdateAnswerSchema });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
