import { useTranslation } from 'react-i18next';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { BusinessCreateForm } from '../../../features/businesses/components/business-create-form.tsx';
import styles from './create.module.css';
import { paths } from '../../../lib/paths.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('businessEditor:meta.createTitle', words),
    description: t('businessEditor:meta.createDescription', words),
    canonicalPath: paths.businessCreate.href(),
  };
};

export function Component() {
  const { t } = useTranslation('businessEditor');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('create.title')}</h1>
      <p className={styles.lead}>{t('create.lead')}</p>
      <BusinessCreateForm />
    </div>
  );
}

export const handle = { meta, namespaces: ['businessEditor'] } satisfies RouteHandle;
