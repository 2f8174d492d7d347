/**
 * For tests that render the whole shell at an address: an auth provider signed in as a viewer
 * whose access follows the real rules (canAccessWith), and an output showing the current path.
 */
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { canAccessWith, type Viewer } from '../../authProvider';

export function signedInAs(v: Viewer): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: v.id, fullName: 'Ada Lovelace' }),
    getPermissions: async () => v,
    canAccess: async (params) => canAccessWith(v, params),
  };
}

/** `<output aria-label="address">` holding the router's current path. */
export function Where(): ReactElement {
  return <output aria-label="address">{useLocation().pathname}</output>;
}
