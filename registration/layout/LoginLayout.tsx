/**
 * The shared layout of sign-in, forgot-password and change-password (seed section 2.5): a split
 * page with a random photo on the left (hidden on narrow screens) and the form on the right, under
 * the logo and the language menu.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Logo } from './Logo';
import { LanguageMenu } from './LanguageMenu';
import { randomLoginPhoto } from './loginPhotos';
import { ScreenOutlet } from './ScreenOutlet';
import { useInitialPage } from '../initialPageContext';

/**
 * The photo pane. A page the server drew is drawn without its photo, so one drawing serves every
 * visitor: the photo is picked once the browser has taken the page over (it is decoration, and
 * hidden on a phone). Its own component, so picking it updates nothing but the pane: an update
 * reaching the screen beside it while that screen's chunk still loads would swap the drawn form
 * for its loading placeholder and back (a layout shift, Lighthouse's CLS 0.28 on /sign-in).
 */
function LoginPhoto(): React.ReactNode {
  const drawn = useInitialPage() !== null;
  const [photo, setPhoto] = useState<string | null>(() => (drawn ? null : randomLoginPhoto()));
  useEffect(() => {
    if (photo === null) setPhoto(randomLoginPhoto());
  }, [photo]);
  return (
    <Box
      data-testid="login-photo"
      role="presentation"
      // A calm tone under the photo, so the pane is not blank before the photo is picked and loaded.
      sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'grey.100', backgroundImage: photo === null ? 'none' : `url(${photo})`, backgroundSize: 'cover', backgroundPosition: 'center' }}
    />
  );
}

export function LoginLayout(): React.ReactNode {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, bgcolor: 'background.paper' }}>
      <LoginPhoto />
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', px: { xs: 2.5, sm: 6 }, py: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Logo />
          <LanguageMenu />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center' }}>
          <Box sx={{ width: '100%', maxWidth: 440, mx: 'auto' }}>
            <ScreenOutlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
