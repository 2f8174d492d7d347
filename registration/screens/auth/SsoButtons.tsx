/**
 * Single sign-on buttons (seed section 2.5): one per provider the server has configured
 * (GET /user/oauth/providers), none when none is (the default) or the list cannot be loaded.
 * Each is a link to the server's authorize address for the provider, which starts the attempt
 * and sends the browser on to the provider; where to go after sign-in is remembered for the callback.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { oauthProviders, type OAuthProvider } from '../../api/services';
import { useT } from '../../i18n';
import { rememberOAuthStart } from './oauthState';

export function SsoButtons({ redirect }: { redirect: string | null }): React.ReactNode {
  const { t } = useT();
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    let live = true;
    oauthProviders()
      .then((list) => live && setProviders(list.filter((p) => p.authorizeUrl !== '')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <Box component="section" aria-label={t('auth.signIn.sso.label')} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }}>{t('auth.signIn.or')}</Divider>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {providers.map((p) => (
          <Button key={p.id} variant="outlined" size="large" href={p.authorizeUrl} onClick={() => rememberOAuthStart(p.id, redirect)}>
            {t(`auth.signIn.sso.${p.id}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
