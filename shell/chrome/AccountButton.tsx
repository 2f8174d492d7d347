/**
 * The header's account button: the viewer's photo or initials, linking to their profile. Its
 * name says where it goes and whose it is ("My profile: Ada Lovelace"). It also starts the shell
 * in the language saved on the profile (useSavedLocale), as the header is on every screen.
 */
import type { ReactElement } from 'react';
import { IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { UserAvatar } from '../../custom-pages/profile/UserAvatar';
import { PROFILE_PATH } from '../../custom-pages/profile/paths';
import { useSavedLocale } from './useSavedLocale';
import { useViewer } from './useViewer';

export function AccountButton(): ReactElement | null {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  useSavedLocale();
  if (!viewer) return null;
  const name = [viewer.firstName, viewer.lastName].filter((n) => n).join(' ') || viewer.email || String(viewer.record.username ?? '');
  return (
    <IconButton component={RouterLink} to={`${basename}/${PROFILE_PATH}`} color="inherit" aria-label={translate('profile.account', { name })} sx={{ p: 0.5, mx: 0.5 }}>
      <UserAvatar person={{ ...viewer.record, id: viewer.id }} size={32} />
    </IconButton>
  );
}
