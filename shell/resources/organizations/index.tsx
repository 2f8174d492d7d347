/**
 * Console overrides of organisations: the edit page is a tab bar (details, licensings, teachers,
 * students, classes; seed 2.6 detail pages) over sub-routes of `{id}/edit`; details keep the
 * generated form and the licensing history.
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { useBasename, useCanAccess } from 'react-admin';
import type { ResourceDef } from '../../../resources/kit';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { GeneratedShow } from '../../generator/GeneratedShow';
import { RelatedList } from '../../generator/RelatedList';
import { DetailTabs } from '../../chrome/DetailTabs';
import { classes, licensings, users } from '../../../resources';
import { organizations } from '../../../resources/organizations/schema';
import { AuditTrail } from './AuditTrail';
import { organizationTabs, tabOf, type OrganizationTab } from './organizationTabs';

const def = organizations as unknown as ResourceDef;
const asDef = (d: unknown): ResourceDef => d as ResourceDef;

function TabContent({ tab, id }: { tab: OrganizationTab; id: string }): ReactElement {
  switch (tab) {
    case 'licensings':
      return <RelatedList def={asDef(licensings)} filter={{ organizationId: id }} storeKey={`organizations.${id}.licensings`} />;
    case 'teachers':
      return <RelatedList def={asDef(users)} filter={{ organizationId: id, role: 'teacher' }} storeKey={`organizations.${id}.teachers`} />;
    case 'students':
      return <RelatedList def={asDef(users)} filter={{ organizationId: id, role: 'student' }} storeKey={`organizations.${id}.students`} />;
    case 'classes':
      return <RelatedList def={asDef(classes)} filter={{ organizationId: id }} storeKey={`organizations.${id}.classes`} />;
    case 'details':
      return <GeneratedEdit def={def} after={<AuditTrail />} />;
  }
}

function OrganizationEdit(): ReactElement {
  const params = useParams();
  const id = params.id ?? '';
  const basePath = `${useBasename()}/organizations/${id}`;
  const licensingsAccess = useCanAccess({ action: 'list', resource: 'licensings' });
  const usersAccess = useCanAccess({ action: 'list', resource: 'users' });
  const classesAccess = useCanAccess({ action: 'list', resource: 'classes' });
  const allowed: Record<string, boolean> = {
    licensings: licensingsAccess.canAccess === true,
    users: usersAccess.canAccess === true,
    classes: classesAccess.canAccess === true,
  };
  return (
    <>
      <DetailTabs basePath={basePath} tabs={organizationTabs((resource) => allowed[resource] === true)} />
      <TabContent tab={tabOf(params['*'])} id={id} />
    </>
  );
}

function OrganizationShow(): ReactElement {
  return <GeneratedShow def={def} after={<AuditTrail />} />;
}

export const organizationsScreens: ScreenOverrides = { edit: OrganizationEdit, show: OrganizationShow };
