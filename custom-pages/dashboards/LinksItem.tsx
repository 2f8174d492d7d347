/** Case studies and additional resources (seed 2.6): the configured links for the viewer's language. */
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardLink, TeacherDashboardItem } from '../../domain/dashboards';
import { DashboardCard } from './DashboardCard';
import { EmptyText, LinkList } from './DashboardLinks';

export function LinksItem({ item, links }: { item: Extract<TeacherDashboardItem, 'case_studies' | 'additional_resources'>; links: readonly DashboardLink[] }): ReactElement {
  const translate = useTranslate();
  return (
    <DashboardCard item={item}>
      <LinkList links={links} empty={<EmptyText text={translate('dashboards.lists.emptyLinks')} />} />
    </DashboardCard>
  );
}
