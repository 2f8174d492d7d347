import { Fragment, type ReactElement } from 'react';
import { Menu, useBasename, useDataProvider, useNotify } from 'react-admin';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { RESOURCES, resourceByName } from '../../resources';
import { iconFor } from '../generator/icons';
import { useViewer } from '../chrome/useViewer';
import { LockedMenuItem } from './LockedMenuItem';
import { FixedMenuItems } from './FixedMenuItems';
import { menuResources, ownListLabelKey, ownSchoolResources } from '../generator/menuResources';
import { UserListMenuItems } from './UserListMenuItems';
import { menuEntryState, SHELL_ROUTES } from './routes';
import { STORY_WORLDS_PATH } from './storyWorldsPath';

/** A menu entry's icon by its name (the resource's or the route's). */
function namedIcon(name: string | undefined): ReactElement {
  const Icon = iconFor(name) ?? LibraryBooksIcon;
  return <Icon />;
}

const resourceIcon = (name: string): ReactElement => namedIcon(resourceByName(name)?.icon);

/** The activity record of opening the student app (resources/activities; the server sets the actor). */
export const STUDENT_APP_OPENED = { entityType: 'application', entityId: 'student', verb: 'opened' } as const;

/**
 * Dashboard, the route table's entries for this viewer (enabled, or locked with the reason), a
 * teacher's own classes and students, the admin resources of `menuResources` (each also checks
 * canAccess('list')) with the story worlds screen beside Content, then the fixed items.
 */
export function ShellMenu(): ReactElement {
  const viewer = useViewer();
  // Menu.Item links are router paths: unlike resource items they do not get the basename by themselves.
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  // Seed 2.6: opening the student app is logged as an activity; the app opens either way.
  const logStudentAppOpened = (): void => {
    dataProvider.create('activities', { data: STUDENT_APP_OPENED }).catch(() => notify('shell.toast.activityNotSaved', { type: 'warning' }));
  };
  const resources = menuResources(RESOURCES, viewer);
  return (
    <Menu>
      <Menu.DashboardItem />
      {viewer &&
        SHELL_ROUTES.map((route) => {
          const state = menuEntryState(route, viewer);
          if (state.kind === 'hidden') return null;
          if (state.kind === 'disabled')
            return <LockedMenuItem key={route.path} path={route.path} labelKey={route.labelKey} reasonKey={state.reasonKey} icon={namedIcon(route.icon)} />;
          return <Menu.Item key={route.path} to={`${basename}/${route.path}`} primaryText={route.labelKey} leftIcon={namedIcon(route.icon)} />;
        })}
      {ownSchoolResources(RESOURCES, viewer).map((name) => (
        <Menu.Item key={name} to={`${basename}/${name}`} primaryText={ownListLabelKey(RESOURCES, name, viewer)} leftIcon={resourceIcon(name)} />
      ))}
      {/* Without the users resource entry, the lists the viewer still reads (a teacher's "My students"). */}
      {!resources.includes('users') && <UserListMenuItems viewer={viewer} />}
      {resources.map((name) =>
        name === 'users' ? (
          <UserListMenuItems key={name} viewer={viewer} />
        ) : name === 'contents' ? (
          // Story worlds have their own screen beside the content list, for those who manage content.
          <Fragment key={name}>
            <Menu.ResourceItem name={name} />
            <Menu.Item to={`${basename}${STORY_WORLDS_PATH}`} primaryText="menu.storyWorlds" leftIcon={namedIcon('Public')} />
          </Fragment>
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
      {viewer && <FixedMenuItems role={viewer.role} allowStudentApp={viewer.allowStudentApp} onOpenStudentApp={logStudentAppOpened} />}
    </Menu>
  );
}
