import type { InquiryParty, Thread } from '@b2b/contracts';
import { paths } from '../../lib/paths.ts';

/** The other side of a thread for the identity it was read as: the receiver of what it sent, the sender of what it got. */
export const counterpartOf = (thread: Thread): InquiryParty =>
  thread.side === 'S' ? thread.to : thread.from;

/** A party's public page: the business page, or the person's public profile. */
export const partyHref = (party: InquiryParty) =>
  party.type === 'business' && party.businessKey
    ? paths.business.hrefOfSlug(party.businessKey)
    : paths.publicProfile.href(party.id);
