import { MemberAnswerSchema, type MemberAccess } from '@b2b/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberPath, useMembersMutation } from './get-members.ts';

/** `PUT business/{id}/members/{userID}`: admin or member; the owner stays the owner. */
export const changeMemberAccess = (businessID: string, userID: string, access: MemberAccess) =>
  apiRequest(memberPath(businessID, userID), { method: 'PUT', body: { access }, schema: MemberAnswerSchema });

export const useChangeMemberAccess = (businessID: string) =>
  useMembersMutation(businessID, ({ userID, access }: { userID: string; access: MemberAccess }) =>
    changeMemberAccess(businessID, userID, access),
  );
