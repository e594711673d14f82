import type { ResourceType } from '@b2b/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { ActorSelect } from './actor-select.tsx';
import { CommentBox } from './comment-box.tsx';
import { CommentList } from './comment-list.tsx';
import styles from './comments-section.module.css';
import { AccountPageLink } from '../../../components/layout/account-page-link.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';

/**
 * Comments on a post, product or business, as the feed and the pages show them: the box for signed-in people, with the acting
 * identity, or the sign-in line for visitors; then the comments with their replies.
 */
export function CommentsSection({
  resourceType,
  resourceID,
  embedded = false,
}: {
  resourceType: ResourceType;
  resourceID: string;
  /** Inside a card (a post's): no card of its own. */
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession());
  const headingID = useId();

  return (
    <section className={embedded ? styles.embedded : styles.section} aria-labelledby={headingID}>
      <h2 id={headingID} className={embedded ? 'visually-hidden' : styles.heading}>
        {t('comments.heading')}
      </h2>
      {signedIn ? (
        <div className={styles.compose}>
          <ActorSelect />
          <CommentBox resourceType={resourceType} resourceID={resourceID} label={t('comments.write')} />
        </div>
      ) : (
        <p className={styles.login}>
          <RichText
            text={t('comments.login')}
            elements={{ login: (words) => <AccountPageLink page="login">{words}</AccountPageLink> }}
          />
        </p>
      )}
      <CommentList resourceID={resourceID} />
    </section>
  );
}
