import { COMMENT_MAX, type ResourceType } from '@b2b/contracts';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { useMakeComment } from '../api/queries.ts';
import styles from './comments-section.module.css';
import { useSocialActor } from '../acting-identity.tsx';

/** Enter sends; Shift+Enter makes a new line, and Enter that ends an input-method composition only confirms it. */
const sendsOnEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

/**
 * The comment box under posts, products and businesses: disabled while sending, cleared on success (the lists reload), and on failure
 * the text stays for another try. Comments and replies go as the acting identity.
 */
export function CommentBox({
  resourceType,
  resourceID,
  label,
}: {
  resourceType: ResourceType;
  resourceID: string;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const actor = useSocialActor();
  const send = useMakeComment();
  const box = useRef<HTMLTextAreaElement>(null);

  // A disabled box loses the focus; give it back once the answer came, so the person can go on typing.
  useEffect(() => {
    if (!send.isPending && send.submittedAt) box.current?.focus();
  }, [send.isPending, send.submittedAt]);

  const canSend = !send.isPending && actor.ready && text.trim() !== '';
  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { resourceType, resourceID, content: text, businessID: actor.businessID },
      { onSuccess: () => setText(''), onError: () => toast.error(t('toast.failure')) },
    );
  };

  return (
    <form
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={box}
        className={styles.textarea}
        aria-label={label}
        placeholder={t('comments.placeholder')}
        rows={6}
        maxLength={COMMENT_MAX}
        value={text}
        disabled={send.isPending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!sendsOnEnter(event)) return;
          event.preventDefault();
          submit();
        }}
      />
      <button type="submit" className={styles.send} disabled={!canSend}>
        <Send aria-hidden size={16} />
        {t('comments.send')}
      </button>
    </form>
  );
}
