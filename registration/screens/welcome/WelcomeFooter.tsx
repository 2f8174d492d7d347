/**
 * The welcome page's footer (seed section 2.2): a second email capture, link columns
 * (information, community, company) and social links. Social links are plain text links with
 * accessible names: no outside scripts, images or trackers.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OUTSIDE_LINKS } from '../../paths';
import { useT } from '../../i18n';
import { EmailCapture } from './EmailCapture';
import { FOOTER_COLUMNS, SOCIAL_NETWORKS, type FooterLink } from './footerLinks';
import type { ProceedWithEmail } from './useProceedWithEmail';

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;

function FooterAnchor({ link }: { link: FooterLink }): React.ReactNode {
  const { t } = useT();
  const label = t(`welcome.footer.links.${link.label}`);
  return link.route ? (
    <Link component={RouterLink} to={link.href} color="inherit">
      {label}
    </Link>
  ) : (
    <Link href={link.href} color="inherit">
      {label}
    </Link>
  );
}

export function WelcomeFooter({ onProceed }: { onProceed: ProceedWithEmail }): React.ReactNode {
  const { t } = useT();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'common.white', px: 2, pt: { xs: 5, md: 8 }, pb: 4 }}>
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Box component="section" aria-labelledby="welcome-footer-capture" sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', mb: 6 }}>
          <Typography id="welcome-footer-capture" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('welcome.capture.footerTitle')}
          </Typography>
          <Typography>{t('welcome.capture.footerIntro')}</Typography>
          <EmailCapture id="footer" label={t('welcome.capture.footerTitle')} onProceed={onProceed} dark />
        </Box>
        <Box component="nav" aria-label={t('welcome.footer.label')} sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {FOOTER_COLUMNS.map((column) => (
            <Box key={column.title}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t(`welcome.footer.${column.title}`)}
              </Typography>
              <Box component="ul" sx={listSx}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('welcome.footer.social')}
            </Typography>
            <Box component="ul" sx={listSx}>
              {SOCIAL_NETWORKS.map((network) => {
                const name = t(`welcome.footer.socialLinks.${network}`);
                return (
                  <li key={network}>
                    <Link href={OUTSIDE_LINKS.social[network]} target="_blank" rel="noopener noreferrer" color="inherit" aria-label={t('welcome.footer.socialName', { network: name })}>
                      {name}
                    </Link>
                  </li>
                );
              })}
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 6, color: 'grey.400', textAlign: 'center' }}>
          {t('welcome.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
