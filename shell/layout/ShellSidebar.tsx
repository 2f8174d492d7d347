/**
 * The sidebar (seed 2.6): collapsible, 54 px closed and 223 px open (theme `sidebar`), and on
 * mobile (< 420 px) a full-width overlay that closes on every navigation, whatever caused it.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export function useCloseOnNavigate(mobile: boolean): void {
  const location = useLocation();
  const [, setOpen] = useSidebarState();
  const previous = useRef(location.key);
  useEffect(() => {
    if (previous.current === location.key) return;
    previous.current = location.key;
    if (mobile) setOpen(false);
  }, [location.key, mobile, setOpen]);
}

export function ShellSidebar(props: SidebarProps): ReactElement {
  const mobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  useCloseOnNavigate(mobile);
  return <Sidebar {...props} sx={{ '& .MuiDrawer-paperAnchorLeft': mobile ? { width: '100vw' } : {} }} />;
}
