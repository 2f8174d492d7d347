/**
 * "Unlock content" (seed 2.6, for trialing viewers; the server leaves it out for others): the
 * locked-content offer of the library's modal (useLockedOffer: a webinar, a demo for leaders,
 * and get in touch), with the days the trial has left.
 */
import type { ReactElement } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViewer } from '../../shell/chrome/useViewer';
import { useLockedOffer } from '../../shell/pages/useLockedOffer';
import { DashboardCard } from './DashboardCard';

export function UnlockContent(): ReactElement {
  const translate = useTranslate();
  const offer = useLockedOffer();
  const days = useViewer()?.daysUntilTrialExpires;
  return (
    <DashboardCard item="unlock_content">
      <Box component="p" sx={{ m: 0 }}>
        {translate('dashboards.unlock.text')}
      </Box>
      {typeof days === 'number' && days > 0 && (
        <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
          {translate('dashboards.unlock.trialDays', { smart_count: days })}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {offer.book && (
          <Button variant="contained" href={offer.book.href}>
            {translate(offer.book.labelKey)}
          </Button>
        )}
        <Button variant="outlined" href={offer.contactHref}>
          {translate('dashboards.unlock.contact')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
