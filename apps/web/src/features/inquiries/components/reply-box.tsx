import { LIMITS } from '@b2b/contracts';
import { Send } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './message-center.module.css';

/**
 * The reply of a thread: Enter sends, Shift+Enter starts a new line. Nothing is sent while the text is blank or a send
 * is on its way; the text stays until the server took it, so a failed send can be tried again.
 */
export function ReplyBox({
  closed,
  pending,
  onSend,
}: {
  closed: boolean;
  pending: boolean;
  onSend: (content: string, sent: () => void) => void;
}) {
  const { t } = useTranslation('inquiries');
  const [content, setContent] = useState('');
  const blank = content.trim() === '';
  const submit = () => {
    if (blank || pending || closed) return;
    onSend(content.trim(), () => setContent(''));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word rather than sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className={styles.reply}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor="reply">
        {t('reply.label')}
      </label>
      <textarea
        id="reply"
        className={styles.replyInput}
        value={closed ? '' : content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={closed ? t('reply.closed') : t('reply.placeholder')}
        aria-describedby={closed ? undefined : 'reply-hint'}
        disabled={closed}
        maxLength={LIMITS.inquiryMessageMax}
        rows={2}
      />
      <button type="submit" className={buttonClass('primary')} disabled={closed || blank || pending}>
        <Send aria-hidden size={18} />
        {pending ? t('reply.sending') : t('reply.send')}
      </button>
      {!closed && (
        <p id="reply-hint" className={styles.replyHint}>
          {t('reply.hint')}
        </p>
      )}
    </form>
  );
}
