import type { SearchSynonym } from '@b2b/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useRemoveSearchSynonym, useSaveSearchSynonym, useSearchSynonyms } from '../api/queries.ts';
import styles from './administration.module.css';

/** The terms typed in one box, separated by commas: the server lowers and checks them. */
const termsOf = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

/** One group as an editable line of comma-separated terms, or the empty line that adds a group. */
function SynonymGroup({ group }: { group?: SearchSynonym }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(group ? group.terms.join(', ') : '');
  const save = useSaveSearchSynonym();
  const remove = useRemoveSearchSynonym();
  const label = group ? t('synonyms.group', { terms: group.terms.join(', ') }) : t('synonyms.new');
  return (
    <form
      className={styles.lookup}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { ...(group ? { synonymID: group.synonymID } : {}), terms: termsOf(text) },
          {
            onSuccess: () => {
              toast.success(t('synonyms.saved'));
              if (!group) setText('');
            },
            onError: (error) => toastFailure(error),
          },
        );
      }}
    >
      <Field label={label} hint={group ? undefined : t('synonyms.hint')}>
        {(props) => <input {...props} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div>
        <button type="submit" className={buttonClass('outline', { size: 'sm' })} disabled={save.isPending}>
          {group ? t('synonyms.save') : t('synonyms.add')}
        </button>{' '}
        {group && (
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(group.synonymID, {
                onSuccess: () => toast.success(t('synonyms.removed')),
                onError: (error) => toastFailure(error),
              })
            }
          >
            {t('synonyms.remove')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The search's synonyms: every group editable in place, and a line to add one. Searches use an edit at once. */
export function SearchSynonyms() {
  const { t } = useTranslation('admin');
  const groups = useSearchSynonyms();
  if (groups.isError) return <LoadError />;
  if (!groups.data) return <Loading />;
  return (
    <div className={styles.block}>
      <p>{t('synonyms.intro')}</p>
      {groups.data.length === 0 && <NoContent />}
      {groups.data.map((group) => (
        // Keyed by its terms too: a saved group shows what the server kept.
        <SynonymGroup key={`${group.synonymID}:${group.terms.join(',')}`} group={group} />
      ))}
      <SynonymGroup />
    </div>
  );
}
