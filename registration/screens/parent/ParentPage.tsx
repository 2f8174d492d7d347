/** Parent setup (seed section 2.3: placeholder text only), with the way back to the first question. */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';

export function ParentPage(): React.ReactNode {
  const { t } = useT();
  usePageTitle('family.parent.pageTitle');
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.parent.title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('family.parent.text')}</Typography>
      <Button component={RouterLink} to={PATHS.organizationType} variant="outlined">
        {t('family.parent.back')}
      </Button>
    </Box>
  );
}
