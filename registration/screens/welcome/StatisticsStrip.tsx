/** The welcome page's statistics strip (home page slice 'statistics'): figure over caption. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import type { Statistic } from './welcomeContent';
import { visuallyHidden } from '../../../ui/visuallyHidden';

export function StatisticsStrip({ statistics }: { statistics: readonly Statistic[] }): React.ReactNode {
  const { t } = useT();
  if (statistics.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="welcome-statistics" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 5 }, px: 2 }}>
      <Typography id="welcome-statistics" component="h2" sx={visuallyHidden}>
        {t('welcome.statisticsLabel')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(statistics.length, 4)}, 1fr)` } }}
      >
        {statistics.map((s, i) => (
          <Box component="li" key={i} sx={{ textAlign: 'center' }}>
            <Typography component="p" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}>
              {s.value}
            </Typography>
            <Typography component="p" variant="body2">
              {s.title}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
