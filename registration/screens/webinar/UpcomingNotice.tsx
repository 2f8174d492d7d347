/**
 * Before the access window (seed 4: an 'upcoming' message), with a live countdown to when access
 * opens. The countdown is a timer, not a live region: announcing every second would drown a screen reader.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCESS_OPENS_MINUTES_BEFORE } from '../../../domain/webinars';
import { useT } from '../../i18n';
import { countdown } from './sessions';

export function UpcomingNotice({ start, now }: { start: Date; now: Date }): React.ReactNode {
  const { t } = useT();
  const opens = start.getTime() - ACCESS_OPENS_MINUTES_BEFORE * 60_000;
  const left = countdown(opens - now.getTime());
  const text = left.days > 0 ? t('webinar.join.countdownDays', { count: left.days, clock: left.clock }) : t('webinar.join.countdown', { clock: left.clock });
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{t('webinar.join.upcoming')}</Typography>
      <Typography>
        {t('webinar.join.opensIn')}{' '}
        <Box component="span" role="timer" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {text}
        </Box>
      </Typography>
    </Box>
  );
}
