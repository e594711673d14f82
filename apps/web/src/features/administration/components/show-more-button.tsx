import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';

/** The next page of an administration list, while there is one. */
export function ShowMoreButton({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation('admin');
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className={buttonClass('outline', { size: 'sm' })}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? t('page.loadingMore') : t('page.showMore')}
    </button>
  );
}
