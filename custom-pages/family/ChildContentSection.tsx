/**
 * A row of library items a child may open: the items of some content types, unlocked first
 * (`sort=locked`), of which only the unlocked ones show, so the home offers what the parent's
 * licence allows (server/readers/contentLocks.ts). Each card opens the item's page.
 */
import type { ReactElement } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ContentCard } from '../library/ContentCard';
import { CARD_GRID_SX } from '../library/SearchResults';

/** How many items a row shows. */
export const ROW_SIZE = 8;

export interface ChildContentSectionProps {
  id: string;
  titleKey: string;
  contentTypes: readonly string[];
}

export function ChildContentSection({ id, titleKey, contentTypes }: ChildContentSectionProps): ReactElement {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList('contents', {
    filter: { contentType: [...contentTypes] },
    sort: { field: 'locked', order: 'ASC' },
    // Locked items come last; a few extra cover a row of unlocked ones.
    pagination: { page: 1, perPage: ROW_SIZE * 2 },
  });
  const open = (data ?? []).filter((r) => r.locked !== true).slice(0, ROW_SIZE);
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('family.childHome.loadFailed')}</Alert>
      ) : isPending ? null : open.length === 0 ? (
        <Typography>{translate('family.childHome.nothingOpen')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {open.map((record) => (
            <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
              <ContentCard record={record} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
