/**
 * One library item as a card: its picture (decorative: the name says what it is), its name as a
 * link to its page, type and length, a "Locked" badge in words when it is outside the viewer's
 * licence, the favourite heart and the viewed/favourite counters.
 */
import type { ReactElement } from 'react';
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { ContentCounters } from './ContentCounters';
import { ContentPicture } from './ContentPicture';
import { FavouriteToggle } from './FavouriteToggle';
import { useLibraryPaths } from './paths';

export interface ContentCardProps {
  record: RaRecord;
  /** The card's heading level under the list's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** Router state for the item's page (the search it came from, for "Back to the library"). */
  linkState?: { search: string };
}

export function contentName(record: RaRecord): string {
  return typeof record.name === 'string' && record.name !== '' ? record.name : `#${record.id}`;
}

export function ContentCard({ record, headingLevel = 'h3', linkState }: ContentCardProps): ReactElement {
  const translate = useTranslate();
  const paths = useLibraryPaths();
  const name = contentName(record);
  const type = typeof record.contentType === 'string' ? translate(`resources.contents.values.contentType.${record.contentType}`) : null;
  const minutes = typeof record.durationMinutes === 'number' ? translate('library.card.minutes', { smart_count: record.durationMinutes }) : null;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200', overflow: 'hidden' }}>
        <ContentPicture src={record.imageUrl} />
        {record.locked === true && (
          <Chip
            icon={<LockIcon aria-hidden />}
            label={translate('library.card.locked')}
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'grey.900', color: 'common.white', '& .MuiChip-icon': { color: 'common.white' } }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, '&:last-child': { pb: 1 } }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          <Link component={RouterLink} to={paths.content(record.id)} state={linkState}>
            {name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[type, minutes].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <ContentCounters viewedCount={record.viewedCount} subscribedCount={record.subscribedCount} />
          <FavouriteToggle contentId={record.id} name={name} size="small" />
        </Box>
      </CardContent>
    </Card>
  );
}
