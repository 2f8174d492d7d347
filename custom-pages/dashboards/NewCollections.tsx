/** New collections (seed 2.6): the document's collection ids through the collections reader, as the collections' cards. */
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { CollectionCard } from '../collections/CollectionCard';
import { collectionsPath } from '../collections/paths';
import { CARD_GRID_SX } from '../library/SearchResults';
import { DashboardCard } from './DashboardCard';
import { EmptyText } from './DashboardLinks';
import { ItemStatus } from './ItemStatus';
import { useRecordsInOrder } from './useRecordsInOrder';

const COLLECTION_INCLUDES = { include: ['author', 'items'] };

export function NewCollections({ ids }: { ids: readonly string[] }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  // Items are included for the cards' counts: a list carries to-many linkage only when included.
  const { records, isPending, isError } = useRecordsInOrder('collections', ids, COLLECTION_INCLUDES);
  return (
    <DashboardCard item="new_collections" wide>
      {isError ? (
        <ItemStatus failed />
      ) : isPending ? (
        <ItemStatus failed={false} />
      ) : records.length === 0 ? (
        <EmptyText text={translate('dashboards.lists.emptyCollections')} action={{ to: collectionsPath(basename), label: translate('dashboards.lists.browseCollections') }} />
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {records.map((record) => (
            <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
              <CollectionCard record={record} headingLevel="h3" />
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
