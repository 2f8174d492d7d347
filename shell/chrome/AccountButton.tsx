/**
 * The header's account button: the viewer's photo or initials, linking to their profile. Its
 * name says where it goes and whose it is ("My profile: Ada Lovelace"). Below the tablet width
 * the avatar is the header menu's button instead, and the profile that menu's first item.
 */
import type { ReactElement } from 'react';
import { Box, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { UserAvatar } from '../../ui/UserAvatar';
import { PROFILE_PATH } from './profilePath';
import { visuallyHidden } from '../../ui/visuallyHidden';

export function useProfileHref(): string {
  return `${useBasename()}/${PROFILE_PATH}`;
}

export function ViewerAvatar({ viewer, size }: { viewer: Viewer; size: number }): ReactElement {
  return <UserAvatar person={{ ...viewer.record, id: viewer.id }} size={size} />;
}

export function AccountButton({ viewer }: { viewer: Viewer }): ReactElement {
  const translate = useTranslate();
  const href = useProfileHref();
  const name = [viewer.firstName, viewer.lastName].filter((n) => n).join(' ') || viewer.email || String(viewer.record.username ?? '');
  return (
    // The name is the link's own (hidden) text, not an aria-label: a label unlike the visible
    // initials fails WCAG 2.5.3 (label in name).
    <IconButton component={RouterLink} to={href} color="inherit" sx={{ p: 0.5, mx: 0.5 }}>
      <ViewerAvatar viewer={viewer} size={32} />
      <Box component="span" sx={visuallyHidden}>
        {translate('profile.account', { name })}
      </Box>
    </IconButton>
  );
}
