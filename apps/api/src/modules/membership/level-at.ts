import type { Subscription } from '@b2b/contracts';

/** The level a business holds at `now`: a paid year that has ended counts as Standard before the lapse job runs. */
export const levelAt = (
  membership: { subscription: Subscription; validUntil: Date | null } | undefined,
  now: Date,
): Subscription =>
  !membership || (membership.validUntil !== null && membership.validUntil <= now)
    ? 'standard'
    : membership.subscription;
