/** The product logo: a shipped inline SVG mark and the product name, linking to the welcome page. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../paths';
import { useT } from '../i18n';

export function LogoMark({ size = 32 }: { size?: number }): React.ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#1f4e79" />
      <path d="M8 21 L16 8 L24 21 Z" fill="#f6c343" />
      <circle cx="16" cy="22" r="3" fill="#ffffff" />
    </svg>
  );
}

export function Logo(): React.ReactNode {
  const { t } = useT();
  return (
    <Link component={RouterLink} to={PATHS.welcome} underline="none" color="inherit" aria-label={t('common.appName')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LogoMark />
      {/* The name gives way to the mark on phones, where the header also holds language and log in. */}
      <Box component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: '1.1rem', display: { xs: 'none', sm: 'inline' } }}>
        {t('common.appName')}
      </Box>
    </Link>
  );
}
