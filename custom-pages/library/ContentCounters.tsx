/**
 * The seed's favourite/viewed counter (2.6 generic controls; keys `favorite.viewedCount`,
 * `favorite.subscribedCount`): how often an item was opened and how many teachers keep it as a
 * favourite. Both counts are the server's (`viewedCount`, `subscribedCount`).
 */
import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslate } from 'react-admin';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function ContentCounters({ viewedCount, subscribedCount }: { viewedCount: unknown; subscribedCount: unknown }): ReactElement {
  const translate = useTranslate();
  const item = (icon: ReactElement, text: string): ReactElement => (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      {text}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {item(<VisibilityIcon fontSize="small" aria-hidden />, translate('favorite.viewedCount', { smart_count: count(viewedCount) }))}
      {item(<FavoriteIcon fontSize="small" aria-hidden />, translate('favorite.subscribedCount', { smart_count: count(subscribedCount) }))}
    </Box>
  );
}
