import type { ReactElement, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellMenu } from './ShellMenu';

export function ShellLayout({ children }: { children: ReactNode }): ReactElement {
  return <Layout menu={ShellMenu}>{children}</Layout>;
}
