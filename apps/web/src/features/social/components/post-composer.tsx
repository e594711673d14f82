import { POST_MAX, type Image } from '@b2b/contracts';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toast } from '../../../lib/toast.tsx';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useSocialActor } from '../acting-identity.tsx';
import { ActorSelect } from './actor-select.tsx';
import { useMakePost } from '../api/posts.ts';
import styles from './post-composer.module.css';

/**
 * The composer of a post on a timeline: the text (6 rows, at most 512 characters, with a counter) and an optional
 * picture, posted on the timeline of the acting identity: the person's own, or the business's they act as (`on` fixes
 * it, on a timeline the person owns). Post waits
 * while the text is empty or a picture uploads; on success the text clears and the new post shows at the top.
 */
export function PostComposer({ on }: { on?: { businessID: string | undefined } }) {
  const { t } = useTranslation('social');
  const socialActor = useSocialActor();
  // On a timeline of their own the person writes on that one, as its owner, whoever they act as elsewhere.
  const actor = on ? { ...socialActor, businessID: on.businessID, ready: true } : socialActor;
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<Image | null>(null);
  const [uploading, setUploading] = useState(false);
  const post = useMakePost();
  const session = actor.session;
  if (!session) return null;

  const canPost = text.trim() !== '' && !uploading && !post.isPending && actor.ready;
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const extras = actor.businessID ? { businessID: actor.businessID } : undefined;
      setPicture(await uploadImage(actor.businessID ? 'business' : 'user', file, extras));
    } finally {
      setUploading(false);
    }
  };
  const submit = () => {
    if (!canPost) return;
    post.mutate(
      {
        content: text,
        timelineID: actor.businessID ?? session.userID,
        timelineType: actor.businessID ? 'business' : 'user',
        businessID: actor.businessID,
        picture,
      },
      {
        onSuccess: () => {
          setText('');
          setPicture(null);
          toast.success(t('composer.created'));
        },
        onError: () => toast.error(t('composer.failed')),
      },
    );
  };

  return (
    <form
      className={styles.composer}
      aria-label={t('composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!on && <ActorSelect label={t('composer.postAs')} />}
      <Field label={t('composer.write')} hint={`${text.length}/${POST_MAX}`}>
        {(props) => (
          <textarea
            {...props}
            rows={6}
            maxLength={POST_MAX}
            placeholder={t('composer.placeholder')}
            value={text}
            disabled={post.isPending}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {picture && (
        <div className={styles.preview}>
          <img src={picture.url} srcSet={srcSetOf(picture)} sizes="160px" alt={t('composer.picture')} />
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            onClick={() => setPicture(null)}
          >
            <Trash2 aria-hidden size={16} />
            {t('composer.removePicture')}
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <ImageUploadButton
          label={picture ? t('composer.changePicture') : t('composer.addPicture')}
          failure={t('composer.uploadFailed')}
          onFile={upload}
        />
        <button type="submit" className={buttonClass('primary')} disabled={!canPost}>
          <Send aria-hidden size={16} />
          {post.isPending ? t('composer.posting') : t('composer.post')}
        </button>
      </div>
    </form>
  );
}
