/** The parent's path: topics, children and the parent page: one chunk. */
export { ParentResourcesPage } from '../screens/parent/ParentResourcesPage';
export { CreateChildrenPage } from '../screens/parent/CreateChildrenPage';
export { ParentPage } from '../screens/parent/ParentPage';
