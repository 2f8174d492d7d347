/**
 * The shared layout of sign-in, forgot-password and change-password (seed section 2.5): a split
 * page with a random photo on the left (hidden on narrow screens) and the form on the right, under
 * the logo and the language menu.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Logo } from './Logo';
import { LanguageMenu } from './LanguageMenu';
import { randomLoginPhoto } from './loginPhotos';
import { ScreenOutlet } from './ScreenOutlet';

export function LoginLayout(): React.ReactNode {
  const [photo] = useState(() => randomLoginPhoto());
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, bgcolor: 'background.paper' }}>
      <Box
        data-testid="login-photo"
        role="presentation"
        sx={{ display: { xs: 'none', md: 'block' }, backgroundImage: `url(${photo})`, backgroundSize: 'cover', backgroundPosition: 'center' }}
      />
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
