/**
 * The results of a library search: how many (announced politely as it changes), the cards in a
 * grid that is one column on a phone, and page numbers. `GET /contents` with the search's
 * filters, sort and `page[size]` of LIBRARY_PAGE_SIZE.
 */
import { useRef, type ReactElement } from 'react';
import { Alert, Box, LinearProgress, Pagination, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LIBRARY_PAGE_SIZE } from '../../domain/constants';
import { ContentCard } from './ContentCard';
import { listParamsOf, type LibrarySearch } from './searchState';

export interface SearchResultsProps {
  search: LibrarySearch;
  onPage: (page: number) => void;
}

export const CARD_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
} as const;

export function SearchResults({ search, onPage }: SearchResultsProps): ReactElement {
  const translate = useTranslate();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { filter, sort } = listParamsOf(search);
  const { data, total, isPending, isFetching, error } = useGetList(
    'contents',
    { pagination: { page: search.page, perPage: LIBRARY_PAGE_SIZE }, sort, filter },
    // The previous page stays in view while the next one loads, instead of an empty flash.
    { placeholderData: (previous) => previous },
  );
  const pages = Math.ceil((total ?? 0) / LIBRARY_PAGE_SIZE);
  const goTo = (page: number): void => {
    onPage(page);
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box component="section" aria-labelledby="library-results-heading" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography id="library-results-heading" ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
          {translate('library.search.results.heading')}
        </Typography>
        <Typography role="status" variant="body2" color="text.secondary">
          {total !== undefined && !isPending ? translate('library.search.results.count', { smart_count: total }) : ''}
        </Typography>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-hidden />}</Box>
      {error ? (
        <Alert severity="error">{translate('library.search.results.failed')}</Alert>
      ) : !isPending && (data?.length ?? 0) === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>{translate('library.search.results.none')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('library.search.results.noneHint')}
          </Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {(data ?? []).map((record) => (
            <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
              <ContentCard record={record} linkState={{ search: location.search }} />
            </Box>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={translate('library.search.results.pages')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(search.page, pages)}
            onChange={(_e, page) => goTo(page)}
            siblingCount={0}
            getItemAriaLabel={(type, page) =>
              type === 'previous'
                ? translate('shell.pagination.previous')
                : type === 'next'
                  ? translate('shell.pagination.next')
                  : translate('shell.pagination.page', { page: page ?? '' })
            }
          />
        </Box>
      )}
    </Box>
  );
}
