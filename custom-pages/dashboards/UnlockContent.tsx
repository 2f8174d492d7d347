/**
 * "Unlock content" (seed 2.6, for trialing viewers; the server leaves it out for others): the
 * locked-content offer of the library's modal (useLockedOffer: a webinar, a demo for leaders,
 * and get in touch), with the days the trial has left and what a subscription costs: the funded
 * discount's price for a school on that offer (seed section 1, domain/prices.ts).
 */
import type { ReactElement } from 'react';
import { Box, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { priceValues } from '../../domain/prices';
import { useViewer } from '../../shell/chrome/useViewer';
import { useLockedOffer } from '../../shell/pages/useLockedOffer';
import { DashboardCard } from './DashboardCard';

export function UnlockContent(): ReactElement {
  const translate = useTranslate();
  const offer = useLockedOffer();
  const [locale] = useLocaleState();
  const viewer = useViewer();
  const days = viewer?.daysUntilTrialExpires;
  return (
    <DashboardCard item="unlock_content">
      <Box component="p" sx={{ m: 0 }}>
        {/* A full trial (the funded one too) opens the whole library: it has nothing to unlock yet. */}
        {translate(viewer?.licenseType === 'full_trial' ? 'dashboards.unlock.fullTrialText' : 'dashboards.unlock.text')}
      </Box>
      {typeof days === 'number' && days > 0 && (
        <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
          {translate('dashboards.unlock.trialDays', { smart_count: days })}
        </Box>
      )}
      <Box component="p" sx={{ m: 0 }}>
        {translate(viewer?.offer === 'funded_discount' ? 'dashboards.unlock.fundedPrice' : 'dashboards.unlock.price', priceValues(locale))}
      </Box>
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
