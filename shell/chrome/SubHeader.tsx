/**
 * The header's second row: the page title (react-admin's `<Title>` renders into it) and a button
 * area pages may portal into (`HEADER_ACTIONS_ID`). Hidden when the menu is removed or in teacher
 * mode (seed 2.6).
 */
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { TitlePortal } from 'react-admin';

export const HEADER_ACTIONS_ID = 'shell-header-actions';

export interface SubHeaderProps {
  hidden?: boolean;
}

export function SubHeader({ hidden = false }: SubHeaderProps): ReactElement | null {
  if (hidden) return null;
  return (
    <Box component="section" sx={{ display: 'flex', alignItems: 'center', minHeight: 48, px: 1, gap: 1 }}>
      {/* On a phone a long title ("Licensing Northfield Primary School (CCG…") wraps rather than being cut off. */}
      <TitlePortal component="h1" variant="h6" sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' }, overflowWrap: 'anywhere', lineHeight: 1.3, py: { xs: 0.5, md: 0 } }} />
      <Box id={HEADER_ACTIONS_ID} sx={{ display: 'flex', gap: 1 }} />
    </Box>
  );
}
