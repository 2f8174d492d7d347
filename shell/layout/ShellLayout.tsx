import type { ReactElement, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OfflineToast } from '../chrome/OfflineToast';
import { ShellHeader } from '../chrome/ShellHeader';
import { SubHeader } from '../chrome/SubHeader';
import { ToastPolicy } from '../chrome/ToastPolicy';
import { LimitWatch } from '../chrome/LimitDialog';
import { LocalisedMui } from '../chrome/LocalisedMui';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

const HeaderBar = (): ReactElement => <ShellHeader />;

/**
 * react-admin lets its layout grow to its widest content (`min-width: fit-content`), so one wide
 * table or tab bar made the whole page scroll sideways on a phone, header included. Here the page
 * is as wide as the window, and what is wider scrolls inside its own box (tables, tab bars).
 */
const FIT_THE_WINDOW = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export interface ShellLayoutProps {
  children: ReactNode;
  /** Hides the second header row: pages without the menu, and teacher (teaching) mode. */
  menuRemoved?: boolean;
  teacherMode?: boolean;
}

export function ShellLayout({ children, menuRemoved = false, teacherMode = false }: ShellLayoutProps): ReactElement {
  return (
    <LocalisedMui>
    <ToastPolicy>
      {/* The limit modals (seed 8) for every screen of the layout: see chrome/LimitDialog.tsx. */}
      <LimitWatch>
        <Layout appBar={HeaderBar} menu={ShellMenu} sidebar={ShellSidebar} sx={FIT_THE_WINDOW}>
          <SubHeader hidden={menuRemoved || teacherMode} />
          {children}
        </Layout>
      </LimitWatch>
      <OfflineToast />
    </ToastPolicy>
    </LocalisedMui>
  );
}
