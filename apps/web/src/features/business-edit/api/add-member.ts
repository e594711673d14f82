import { MemberAnswerSchema, type MemberAddInput } from '@b2b/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberPath, useMembersMutation } from './get-members.ts';

/** `POST business/{id}/members`: an existing person, found by the email of their account. */
export const addMember = (businessID: string, input: MemberAddInput) =>
  apiRequest(memberPath(businessID), { method: 'POST', body: input, schema: MemberAnswerSchema });

export const useAddMember = (businessID: string) =>
  useMembersMutation(businessID, (input: MemberAddInput) => addMember(businessID, input));
