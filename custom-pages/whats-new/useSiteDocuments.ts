/** The site copy of one type in the interface's language (GET /site_documents; en-gb when not written in it). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { AppRecord } from '../../dataProvider/types';

export function useSiteDocuments(type: string): { records: AppRecord[] | undefined; failed: boolean } {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [locale] = useLocaleState();
  const { data, isError } = useQuery({
    queryKey: ['site_documents', type, locale],
    // Static copy: a failure is shown at once rather than retried with back-off.
    retry: false,
    queryFn: ({ signal }) => dataProvider.readDocument({ path: '/site_documents', query: { 'filter[type]': type, 'filter[lang]': locale }, signal }),
  });
  return { records: data?.records, failed: isError };
}
