/** One collection as a card: its name (a link to it), item count, author or "Product collection", subscribers, and its state on the teacher's own. */
import type { ReactElement } from 'react';
import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate, type RaRecord } from 'react-admin';
import { collectionPath } from './paths';
import { useAuthorName } from './useAuthorName';

export interface CollectionCardProps {
  record: RaRecord;
  /** Show the draft/published state (the teacher's own collections). */
  showState?: boolean;
  /** The card's heading level under the list's own heading (h3 under a dashboard item's h2). */
  headingLevel?: 'h2' | 'h3';
}

export function itemIds(record: RaRecord | undefined): string[] {
  const ids: unknown = record?.itemsIds;
  return Array.isArray(ids) ? ids.map(String) : [];
}

export function AuthorLine({ authorId }: { authorId: unknown }): ReactElement | null {
  const translate = useTranslate();
  const name = useAuthorName(authorId);
  if (authorId === null || authorId === undefined || authorId === '') return <>{translate('collectionsPage.card.productCollection')}</>;
  return name ? <>{translate('collectionsPage.card.by', { name })}</> : null;
}

export function CollectionCard({ record, showState, headingLevel = 'h2' }: CollectionCardProps): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const name = typeof record.name === 'string' ? record.name : '';
  const state = typeof record.state === 'string' ? record.state : 'draft';
  const subscribers = typeof record.subscribedCount === 'number' ? record.subscribedCount : 0;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component={headingLevel} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={collectionPath(basename, record.id)}>
              {name}
            </Link>
          </Typography>
          {showState && (
            <Chip
              size="small"
              variant={state === 'published' ? 'filled' : 'outlined'}
              color={state === 'published' ? 'primary' : 'default'}
              label={translate(`resources.collections.values.state.${state}`)}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <AuthorLine authorId={record.authorId} />
        </Typography>
        <Typography variant="body2">
          {translate('collectionsPage.card.items', { smart_count: itemIds(record).length })}
          {' · '}
          {translate('collectionsPage.card.subscribers', { smart_count: subscribers })}
        </Typography>
      </CardContent>
    </Card>
  );
}
