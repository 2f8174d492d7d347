/** Page titles per screen (seed section 2.2): 'Registration - Welcome'. */
import { useEffect } from 'react';
import { useT } from '../i18n';

export function usePageTitle(pageKey: string): void {
  const { t } = useT();
  const page = t(pageKey);
  const title = t('common.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
