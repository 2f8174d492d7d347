import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { NOT_FOUND_PATH } from '../generator/useRecordNotFound';

/** react-admin's access-denied route: the seed sends a missing permission to /404 instead. */
export function RedirectToNotFound(): ReactElement {
  const basename = useBasename();
  return <Navigate to={`${basename}${NOT_FOUND_PATH}`} replace />;
}
