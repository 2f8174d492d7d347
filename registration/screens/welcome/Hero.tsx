/** The welcome page's hero (seed section 2.2): title and sub-head from the site copy over the work-email capture. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { EmailCapture, type EmailCaptureProps } from './EmailCapture';

export interface HeroProps {
  title: string;
  subHead: string;
  capture: Omit<EmailCaptureProps, 'id' | 'label'>;
}

export function Hero({ title, subHead, capture }: HeroProps): React.ReactNode {
  const { t } = useT();
  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      sx={{
        px: 2,
        py: { xs: 5, md: 10 },
        background: 'linear-gradient(160deg, #e8f1fb 0%, #fdf6e3 100%)',
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <Typography id="welcome-title" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, fontWeight: 800, lineHeight: 1.15, maxWidth: 900 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, color: 'text.secondary', maxWidth: 760, mb: 2 }}>
        {subHead}
      </Typography>
      <EmailCapture id="hero" label={t('welcome.capture.formLabel')} {...capture} />
    </Box>
  );
}
