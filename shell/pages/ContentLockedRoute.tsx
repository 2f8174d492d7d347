import type { ReactElement } from 'react';
import { useViewer } from '../chrome/useViewer';
import { ContentLockedPage } from './ContentLockedPage';

export function ContentLockedRoute(): ReactElement {
  const viewer = useViewer();
  const jobRole = viewer?.record.jobRole;
  return <ContentLockedPage jobRole={typeof jobRole === 'string' ? jobRole : null} />;
}
