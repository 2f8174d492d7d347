/** Console overrides of users: role lists with archived users and restore; edit with reset password and permission grid. */
import type { ScreenOverrides } from '../../generator/generateScreens';
import { UserEdit } from './UserEdit';
import { UsersList } from './UsersList';

export const usersScreens: ScreenOverrides = { list: UsersList, edit: UserEdit };
