/**
 * Console overrides of organisations: the edit page is a tab bar (details, licensings, teachers,
 * students, classes; seed 2.6 detail pages) over sub-routes of `{id}/edit`; details keep the
 * generated form and the licensing history.
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { RecordContextProvider, ResourceContextProvider, useBasename, useCanAccess, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/kit';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { GeneratedShow } from '../../generator/GeneratedShow';
import { RelatedList } from '../../generator/RelatedList';
import { DetailTabs } from '../../chrome/DetailTabs';
import { RecordDocumentTitle } from '../../generator/DocumentTitle';
import { recordIncludes } from '../../generator/includes';
import { RedirectToNotFound } from '../../pages/RedirectToNotFound';
import { useRecordNotFound } from '../../generator/useRecordNotFound';
import { classes, licensings, users } from '../../../resources';
import { organizations } from '../../../resources/organizations/schema';
import { AuditTrail } from './AuditTrail';
import { organizationTabs, TAB_RESOURCE, tabOf, type OrganizationTab } from './organizationTabs';

const def: ResourceDef = organizations;
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
      // Nested under the school (resources/classes nested): its own list and create page at /organizations/{id}/classes.
      return <RelatedList def={asDef(classes)} filter={{ organizationId: id }} storeKey={`organizations.${id}.classes`} parent={{ resource: 'organizations', id }} />;
    case 'details':
      return <GeneratedEdit def={def} after={<AuditTrail />} />;
  }
}

/**
 * A nested tab lists another resource filtered by this school, so it never fetches the school
 * itself: without this, a school out of the viewer's reach showed an empty list. The record is
 * read here (the same query as the details form, so one request) and an unknown or foreign
 * school, or a tab the viewer may not list, opens the not-found page (seed 2.6).
 */
function useOrganizationRecord(id: string): RaRecord | undefined {
  const onError = useRecordNotFound();
  const { data } = useGetOne<RaRecord>(def.name, { id, meta: { include: recordIncludes(def) } }, { onError, retry: false, enabled: id !== '' });
  return data;
}

function OrganizationEdit(): ReactElement {
  const params = useParams();
  const translate = useTranslate();
  const id = params.id ?? '';
  const basePath = `${useBasename()}/organizations/${id}`;
  const record = useOrganizationRecord(id);
  const licensingsAccess = useCanAccess({ action: 'list', resource: 'licensings' });
  const usersAccess = useCanAccess({ action: 'list', resource: 'users' });
  const classesAccess = useCanAccess({ action: 'list', resource: 'classes' });
  const allowed: Record<string, boolean | undefined> = {
    licensings: licensingsAccess.canAccess,
    users: usersAccess.canAccess,
    classes: classesAccess.canAccess,
  };
  const tab = tabOf(params['*']);
  if (tab !== 'details' && allowed[TAB_RESOURCE[tab]] === false) return <RedirectToNotFound />;
  return (
    <>
      <DetailTabs basePath={basePath} tabs={organizationTabs((resource) => allowed[resource] === true)} />
      {tab !== 'details' && record ? (
        // The details tab names itself inside its form; a nested tab names the tab, then the school.
        <ResourceContextProvider value={def.name}>
          <RecordContextProvider value={record}>
            <RecordDocumentTitle before={translate(`resources.organizations.tabs.${tab}`)} />
          </RecordContextProvider>
        </ResourceContextProvider>
      ) : null}
      <TabContent tab={tab} id={id} />
    </>
  );
}

function OrganizationShow(): ReactElement {
  return <GeneratedShow def={def} after={<AuditTrail />} />;
}

export const organizationsScreens: ScreenOverrides = { edit: OrganizationEdit, show: OrganizationShow };
