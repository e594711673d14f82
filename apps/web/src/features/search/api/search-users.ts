import { UserSearchAnswerSchema, type UserSearchInput } from '@b2b/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST user/search`: one page of people, the exact total and the spelling suggestion. */
export const searchUsers = (input: UserSearchInput, signal?: AbortSignal) =>
  apiRequest('/user/search', {
    method: 'POST',
    body: { ...input },
    schema: UserSearchAnswerSchema,
    ...(signal ? { signal } : {}),
  });
