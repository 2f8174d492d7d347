/** The welcome page's features (home page slices 'feature'): one card per feature. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import type { Feature } from './welcomeContent';

export function Features({ features }: { features: readonly Feature[] }): React.ReactNode {
  const { t } = useT();
  if (features.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="welcome-features" sx={{ py: { xs: 5, md: 8 }, px: 2 }}>
      <Typography id="welcome-features" component="h2" variant="h5" sx={{ textAlign: 'center', fontWeight: 700, mb: 4 }}>
        {t('welcome.featuresLabel')}
      </Typography>
      <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(features.length, 3)}, 1fr)` } }}>
        {features.map((f, i) => (
          <Paper key={i} component="article" elevation={0} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 3 }}>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {f.title}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {f.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
