/**
 * The pagination bar (seed 2.6, 9): shown only when the total is above 1; 'from-to of total',
 * a rows-per-page dropdown (5…500), previous/next and page numbers with ellipses above 5 pages.
 */
import { useId, type ReactElement } from 'react';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../domain/constants';
import { pageRange, paginationWindow } from './paginationWindow';

function PageButtons({ page, pages, setPage }: { page: number; pages: number; setPage: (p: number) => void }): ReactElement {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
      {paginationWindow(page, pages).map((slot, i) =>
        slot === 'ellipsis' ? (
          <li key={`e${i}`} aria-hidden>
            …
          </li>
        ) : (
          <li key={slot}>
            <Button
              size="small"
              sx={{ minWidth: 36 }}
              variant={slot === page ? 'contained' : 'text'}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={translate('shell.pagination.page', { page: slot })}
              onClick={() => setPage(slot)}
            >
              {slot}
            </Button>
          </li>
        ),
      )}
    </Box>
  );
}

export function ShellPagination(): ReactElement | null {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  const sizeId = useId();
  if (total === undefined || total <= 1) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const { from, to } = pageRange(page, perPage, total);
  return (
    <Box component="nav" aria-label={translate('shell.pagination.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 1, justifyContent: 'flex-end' }}>
      <TextField id={sizeId} select size="small" label={translate('shell.pagination.rowsPerPage')} value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))} fullWidth={false} sx={{ minWidth: 120, width: 'auto' }}>
        {PAGE_SIZE_OPTIONS.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">{translate('shell.pagination.range', { from, to, total })}</Typography>
      <IconButton aria-label={translate('shell.pagination.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <PageButtons page={page} pages={pages} setPage={setPage} />
      <IconButton aria-label={translate('shell.pagination.next')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
