import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../lib/paths.ts';

const PROFILE_LOAD_ERROR = 'An unexpected error has occurred, please try again.';

/** Tells the person and goes home when the own profile cannot be loaded (section 8 of 02-). */
export function useLeaveOnProfileError(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    toast.error(PROFILE_LOAD_ERROR);
    void navigate(paths.home.href(), { replace: true });
  }, [failed, navigate]);
}
