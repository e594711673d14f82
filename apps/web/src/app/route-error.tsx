import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      {t('status.errorLoading')}
    </p>
  );
}
