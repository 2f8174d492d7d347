import type { ReactElement } from 'react';
import { useLockedOffer } from './useLockedOffer';
import { ContentLockedPage } from './ContentLockedPage';

export function ContentLockedRoute(): ReactElement {
  return <ContentLockedPage offer={useLockedOffer()} />;
}
