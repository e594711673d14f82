import { useTranslation } from 'react-i18next';
/** The badge of section 2 of 02-: the verified image for a verified business, the member image otherwise. */
export function VerificationBadge({
  verified,
  size,
  className,
  lazy = false,
}: {
  verified: boolean;
  size: number;
  className?: string;
  /** Loaded only as it nears the screen: for lists below the fold. */
  lazy?: boolean;
}) {
  const { t } = useTranslation('businesses');
  const label = verified ? t('header.verified') : t('header.member');
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
