/** A collection's items in its order, as cards: a decorative thumbnail, the name linking to the item's library page, its type and lock badge. */
import type { ReactElement } from 'react';
import { Box, Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useGetManyAggregate, useTranslate } from 'react-admin';
import { ContentPicture } from '../library/ContentPicture';
import { ItemTypeAndLock } from './ItemSearch';
import { libraryItemPath } from './paths';

export function CollectionItems({ ids }: { ids: readonly string[] }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const { data } = useGetManyAggregate('contents', { ids: [...ids] }, { enabled: ids.length > 0 });
  if (ids.length === 0) return <Typography>{translate('collectionsPage.view.empty')}</Typography>;
  // The stored order, whatever order the records arrive in; an item the viewer may not read is left out.
  const records = ids.map((id) => data?.find((r) => String(r.id) === id)).filter((r) => r !== undefined);
  return (
    <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {records.map((record) => (
        <Grid key={record.id} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200', overflow: 'hidden' }}>
              <ContentPicture src={record.imageUrl} />
            </Box>
            <CardContent>
              <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={libraryItemPath(basename, record.id)}>
                  {typeof record.name === 'string' ? record.name : record.id}
                </Link>
              </Typography>
              <ItemTypeAndLock record={record} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
