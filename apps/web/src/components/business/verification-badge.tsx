import type { Subscription } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../../lib/level-names.ts';

/**
 * What the badge says: the membership level and whether the business is verified, in one phrase ("Gold member · not
 * verified"), so a paid level beside the member image never reads as a contradiction.
 */
export function useMembershipBadgeLabel(): (verified: boolean, level: Subscription) => string {
  const { t } = useTranslation('businesses');
  const levelName = useLevelName();
  return (verified, level) => t(verified ? 'header.verified' : 'header.member', { level: levelName(level) });
}

/** The badge of a business: the verified image for a verified business, the member image otherwise. */
export function VerificationBadge({
  verified,
  level,
  size,
  className,
  lazy = false,
}: {
  verified: boolean;
  level: Subscription;
  size: number;
  className?: string;
  /** Loaded only as it nears the screen: for lists below the fold. */
  lazy?: boolean;
}) {
  const label = useMembershipBadgeLabel()(verified, level);
  return (
    <img
      className={className}
      src={verified ? '/images/verified-badge.svg' : '/images/member-badge.svg'}
      alt={label}
      title={label}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}
