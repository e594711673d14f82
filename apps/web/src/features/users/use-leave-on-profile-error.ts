import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../lib/paths.ts';

/** Tells the person and goes home when the own profile cannot be loaded. */
export function useLeaveOnProfileError(failed: boolean) {
  const navigate = useNavigate();
  const { t } = useTranslation('users');
  useEffect(() => {
    if (!failed) return;
    toast.error(t('profile.loadFailed'));
    void navigate(paths.home.href(), { replace: true });
  }, [failed, navigate, t]);
}
