import type { ReactElement, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OfflineToast } from '../chrome/OfflineToast';
import { ShellHeader } from '../chrome/ShellHeader';
import { SubHeader } from '../chrome/SubHeader';
import { ToastPolicy } from '../chrome/ToastPolicy';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

const HeaderBar = (): ReactElement => <ShellHeader />;

export interface ShellLayoutProps {
  children: ReactNode;
  /** Hides the second header row: pages without the menu, and teacher (teaching) mode. */
  menuRemoved?: boolean;
  teacherMode?: boolean;
}

export function ShellLayout({ children, menuRemoved = false, teacherMode = false }: ShellLayoutProps): ReactElement {
  return (
    <ToastPolicy>
      <Layout appBar={HeaderBar} menu={ShellMenu} sidebar={ShellSidebar}>
        <SubHeader hidden={menuRemoved || teacherMode} />
        {children}
      </Layout>
      <OfflineToast />
    </ToastPolicy>
  );
}
