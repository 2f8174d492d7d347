/**
 * The library search page (`/app/library`, seed 2.6 "search with filters and sort", 5, 9):
 * search terms, filters and a sort beside the results. Everything chosen lives in the address
 * (searchState.ts), so back, forward, reload and a shared link all give the same results. Below
 * the tablet width the filters fold into a "Filters" section the teacher opens.
 */
import { useMemo, type ReactElement } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, MenuItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { SearchTermsInput } from './SearchTermsInput';
import { activeFilterCount, effectiveSort, EMPTY_SEARCH, LIBRARY_SORT_KEYS, parseSearch, searchParamsOf, unknownSort, type LibrarySearch, type LibrarySort } from './searchState';

function SortSelect({ search, onChange }: { search: LibrarySearch; onChange: (sort: LibrarySort) => void }): ReactElement {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={translate('library.search.sort.label')}
      value={effectiveSort(search)}
      onChange={(e) => onChange(e.target.value as LibrarySort)}
      sx={{ width: 220, maxWidth: '100%' }}
    >
      {LIBRARY_SORT_KEYS.map((sort) => (
        // Relevance ranks by the search terms: without any there is nothing to rank by.
        <MenuItem key={sort} value={sort} disabled={sort === 'relevant' && search.terms.length === 0}>
          {translate(`library.search.sort.${sort}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SearchPage(): ReactElement {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  // Every change is a new step of the address (back undoes it) and starts again at page 1.
  const apply = (change: Partial<LibrarySearch>): void => setParams(searchParamsOf({ ...search, page: 1, ...change }));
  const chosen = activeFilterCount(search);
  const unknown = unknownSort(params);
  const filters = <SearchFilters search={search} onChange={apply} onClear={() => apply({ ...EMPTY_SEARCH, terms: search.terms, sort: search.sort })} />;

  return (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <PageTitle titleKey="menu.library" />
      {unknown !== null && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('library.search.sort.unknown', { sort: unknown, used: translate(`library.search.sort.${effectiveSort(search)}`) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <SearchTermsInput terms={search.terms} onChange={(terms) => apply({ terms })} />
        </Box>
        <SortSelect search={search} onChange={(sort) => apply({ sort })} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
        {narrow ? (
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />} aria-controls="library-filters" id="library-filters-toggle">
              <Typography component="h2" variant="subtitle1">
                {chosen > 0 ? translate('library.search.filters.toggleCount', { count: chosen }) : translate('library.search.filters.toggle')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id="library-filters">{filters}</AccordionDetails>
          </Accordion>
        ) : (
          <Box component="aside" aria-labelledby="library-filters-heading">
            <Typography id="library-filters-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('library.search.filters.heading')}
            </Typography>
            {filters}
          </Box>
        )}
        <SearchResults search={search} onPage={(page) => apply({ page })} />
      </Box>
    </Box>
  );
}
