import {
  type BusinessCreateInput,
  businessesEndpoints,
  type BusinessUpdateInput,
  type CertificateInput,
  certificatesEndpoints,
  type InterfaceLanguage,
  invitationsEndpoints,
  type MemberAccess,
  type MemberAddInput,
  membersEndpoints,
  referenceLanguageOf,
} from '@b2b/contracts';
import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Every query key of the domain. Whatever sits under `all` may change when a business is created or changed; `business`
 * is every cached view of one business (one per viewer), what a change of it makes stale.
 */
export const businessKeys = {
  all: ['business'] as const,
  business: (businessID: string) => ['business', businessID] as const,
  /**
   * The answer depends on who asks (its `session`), so the viewer is part of the key: the server renders and prefetches
   * as a visitor (`viewerID` null), and a signed-in browser asks again with its token once it has hydrated.
   */
  profile: (businessID: string, viewerID: string | null, language: InterfaceLanguage) =>
    ['business', businessID, viewerID, language] as const,
  myList: ['business', 'my-list'] as const,
  myInvitations: ['business', 'my-invitations'] as const,
  /** Under `all`, so creating or changing a business refreshes a person's list too. */
  byUser: (userID: string) => ['business', 'by-user', userID] as const,
  invitations: (businessID: string) => ['business-invitations', businessID] as const,
  members: (businessID: string) => ['business-members', businessID] as const,
};

/**
 * `GET business/profile/{id}`: the profile and what the caller may do in it (`session` is null for a visitor), its
 * categories named in the page's language.
 */
export async function getBusinessProfile(
  businessID: string,
  language: InterfaceLanguage,
  signal?: AbortSignal,
) {
  const { data, session } = await api(businessesEndpoints.businessProfile, {
    params: { id: businessID },
    query: { lang: referenceLanguageOf(language) },
    signal,
  });
  return { data, session };
}

export const getBusinessProfileQueryOptions = (
  businessID: string,
  viewerID: string | null,
  language: InterfaceLanguage,
) =>
  queryOptions({
    queryKey: businessKeys.profile(businessID, viewerID, language),
    queryFn: ({ signal }) => getBusinessProfile(businessID, language, signal),
  });

/** The profile as the current person sees it; while their own answer loads, the visitor's one stays shown. */
export function useBusinessProfile(businessID: string) {
  const viewerID = useSession()?.userID ?? null;
  return useQuery({
    ...getBusinessProfileQueryOptions(businessID, viewerID, useLanguage()),
    // Only the same business's answer stands in: another business's page must not show while this one loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === businessID ? previous : undefined,
  });
}

/** `GET business/profile/my-list`: the businesses the signed-in person owns or belongs to, with their access. */
export const getMyBusinesses = async (signal?: AbortSignal) =>
  (await api(businessesEndpoints.businessMyList, { signal })).data;

export const getMyBusinessesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: [...businessKeys.myList, userID],
    queryFn: ({ signal }) => getMyBusinesses(signal),
  });

/** Asks only with a session: a visitor has no businesses (public pages use it for the acting identity). */
export function useMyBusinesses() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getMyBusinessesQueryOptions(userID), enabled: Boolean(userID) });
}

/** `GET business/{id}/invitations`: the pending invitations, for the owner only. */
export const getBusinessInvitationsQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: businessKeys.invitations(businessID),
    queryFn: async ({ signal }) =>
      (await api(invitationsEndpoints.invitations, { params: { id: businessID }, signal })).data,
  });

export const useBusinessInvitations = (businessID: string) =>
  useQuery(getBusinessInvitationsQueryOptions(businessID));

/** A change of the pending invitations: they are read again. */
function useInvitationsMutation<T, R>(businessID: string, mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(businessID) }),
  });
}

/** `POST business/{id}/members`: invites a person by email; they belong to the business once they accept. */
export const useInviteMember = (businessID: string) =>
  useInvitationsMutation(businessID, (input: MemberAddInput) =>
    api(invitationsEndpoints.memberInvite, { params: { id: businessID }, body: input }),
  );

/** `DELETE business/{id}/invitations/{invitationID}`: the owner takes an invitation back before it is answered. */
export const useWithdrawInvitation = (businessID: string) =>
  useInvitationsMutation(businessID, (invitationID: string) =>
    api(invitationsEndpoints.invitationCancel, { params: { id: businessID, invitationID } }),
  );

/** `PUT business/{id}/members/{userID}`: admin or member; the owner stays the owner. */
export const changeMemberAccess = (businessID: string, userID: string, access: MemberAccess) =>
  api(membersEndpoints.memberUpdate, { params: { id: businessID, userID }, body: { access } });

export const useChangeMemberAccess = (businessID: string) =>
  useMembersMutation(businessID, ({ userID, access }: { userID: string; access: MemberAccess }) =>
    changeMemberAccess(businessID, userID, access),
  );

/** `POST business/profile/create`: the caller becomes the owner of a new Standard, unverified business. */
export const createBusiness = async (input: BusinessCreateInput) =>
  (await api(businessesEndpoints.businessCreate, { body: input })).data;

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    // Every list of businesses (the person's own, the ones on their profiles) may now hold the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

/** `DELETE business/profile/{id}/certificates/{certificateID}`. */
export const deleteCertificate = (businessID: string, certificateID: string) =>
  api(certificatesEndpoints.certificateRemove, { params: { id: businessID, certificateID } });

export function useDeleteCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateID: string) => deleteCertificate(businessID, certificateID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.business(businessID) }),
  });
}

/** `GET business/{id}/members`: for the business's own people only (404 for an outsider, as for no business). */
export const getMembers = async (businessID: string, signal?: AbortSignal) =>
  (await api(membersEndpoints.members, { params: { id: businessID }, signal })).data;

export const getMembersQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: businessKeys.members(businessID),
    queryFn: ({ signal }) => getMembers(businessID, signal),
  });

export const useMembers = (businessID: string) => useQuery(getMembersQueryOptions(businessID));

/** A change of the list: it is read again, and so is the business, whose answer carries the viewer's own access. */
function useMembersMutation<T, R>(businessID: string, mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.members(businessID) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.business(businessID) }),
      ]),
  });
}

/** `GET business/profile/list-business?userID=`: the businesses a person belongs to, shown on their profiles. */
export const getUserBusinesses = async (userID: string, signal?: AbortSignal) =>
  (await api(businessesEndpoints.businessListOwned, { query: { userID }, signal })).data;

export const getUserBusinessesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: businessKeys.byUser(userID),
    queryFn: ({ signal }) => getUserBusinesses(userID, signal),
  });

export const useUserBusinesses = (userID: string) =>
  useQuery({ ...getUserBusinessesQueryOptions(userID), enabled: Boolean(userID) });

/** `GET business/invitations/my-list`: the invitations to the email of the signed-in person's account. */
export function useMyInvitations() {
  const userID = useSession()?.userID ?? '';
  return useQuery({
    queryKey: [...businessKeys.myInvitations, userID],
    queryFn: async ({ signal }) => (await api(invitationsEndpoints.myInvitations, { signal })).data,
    enabled: Boolean(userID),
  });
}

const answerInvitation = (invitationID: string, verb: 'accept' | 'decline') =>
  api(verb === 'accept' ? invitationsEndpoints.invitationAccept : invitationsEndpoints.invitationDecline, {
    params: { invitationID },
  });

/** Accepts or declines; the invitations are read again, and so are the businesses, which an acceptance adds to. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, verb }: { invitationID: string; verb: 'accept' | 'decline' }) =>
      answerInvitation(invitationID, verb),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.myInvitations }),
        queryClient.invalidateQueries({ queryKey: businessKeys.myList }),
      ]),
  });
}

/** `DELETE business/{id}/members/{userID}`: the owner removes someone, or a member leaves (their own id). */
export const removeMember = (businessID: string, userID: string) =>
  api(membersEndpoints.memberRemove, { params: { id: businessID, userID } });

export const useRemoveMember = (businessID: string) =>
  useMembersMutation(businessID, (userID: string) => removeMember(businessID, userID));

/**
 * A member leaves: `onLeft` runs before the business is read again, because the new answer (no access) would take the
 * page that asked away.
 */
export function useLeaveBusiness(businessID: string, onLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) => removeMember(businessID, userID),
    onSuccess: () => {
      onLeft();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.members(businessID) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.business(businessID) }),
      ]);
    },
  });
}

/**
 * `POST business/profile/{id}/certificates` adds one; `PUT .../certificates/{certificateID}` replaces it, where a null
 * expire date or photo removes it.
 */
export const saveCertificate = (businessID: string, certificateID: string | null, input: CertificateInput) =>
  certificateID
    ? api(certificatesEndpoints.certificateUpdate, {
        params: { id: businessID, certificateID },
        body: input,
        keepNull: true,
      })
    : api(certificatesEndpoints.certificateAdd, { params: { id: businessID }, body: input, keepNull: true });

export function useSaveCertificate(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateID, input }: { certificateID: string | null; input: CertificateInput }) =>
      saveCertificate(businessID, certificateID, input),
    // The certificates travel inside the profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.business(businessID) }),
  });
}

/** `PUT business/profile/{id}`: the groups given change; in them a missing field stays and `null` clears it. */
export const updateBusiness = (businessID: string, update: BusinessUpdateInput) =>
  api(businessesEndpoints.businessUpdate, { params: { id: businessID }, body: update, keepNull: true });

export function useUpdateBusiness(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BusinessUpdateInput) => updateBusiness(businessID, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.business(businessID) }),
  });
}
