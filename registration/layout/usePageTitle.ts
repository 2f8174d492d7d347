/** Page titles per screen (seed section 2.2): 'Registration - Welcome'. */
import { useContext, useEffect } from 'react';
import { useT } from '../i18n';
import { PageTitleSink } from '../initialPageContext';

export function usePageTitle(pageKey: string): void {
  const { t } = useT();
  const page = t(pageKey);
  const title = t('common.pageTitle', { page });
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
