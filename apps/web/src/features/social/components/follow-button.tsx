import { UserCheck, UserPlus } from 'lucide-react';
import { useToggleFollow } from '../api/queries.ts';
import { SocialToggleButton } from './social-toggle-button.tsx';
import { useTranslation } from 'react-i18next';

/** Follow of a business: toggled at once with its followers count, put back on failure. */
export function FollowButton({ businessID }: { businessID: string }) {
  const { t } = useTranslation();
  const toggle = useToggleFollow(businessID);
  return (
    <SocialToggleButton
      resourceID={businessID}
      pressedIn={(summary) => summary.following}
      pending={toggle.isPending}
      onToggle={(following) => toggle.mutate({ following })}
    >
      {(following) => {
        const Icon = following ? UserCheck : UserPlus;
        return (
          <>
            <Icon aria-hidden size={16} />
            {t('social.follow')}
          </>
        );
      }}
    </SocialToggleButton>
  );
}
