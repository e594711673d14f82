import type { ResourceType } from '@b2b/contracts';
import { ThumbsUp } from 'lucide-react';
import { useToggleLike } from '../api/queries.ts';
import { SocialToggleButton } from './social-toggle-button.tsx';
import { useTranslation } from 'react-i18next';

/**
 * Like of a post, comment, product or business: pressed when the acting identity likes it, toggled at
 * once and put back if the server refuses. A visitor is sent to sign in.
 */
export function LikeButton({ resourceType, resourceID }: { resourceType: ResourceType; resourceID: string }) {
  const { t } = useTranslation();
  const toggle = useToggleLike(resourceType, resourceID);
  return (
    <SocialToggleButton
      resourceID={resourceID}
      pressedIn={(summary) => summary.liked}
      pending={toggle.isPending}
      onToggle={(liked) => toggle.mutate({ liked })}
    >
      {(liked) => (
        <>
          <ThumbsUp aria-hidden size={16} fill={liked ? 'currentColor' : 'none'} />
          {t('social.like')}
        </>
      )}
    </SocialToggleButton>
  );
}
