/** An auth provider serving a fixed viewer, for chrome tests (header, menu, lists). */
import { vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';

export function viewerAuthProvider(viewer: Viewer): AuthProvider & { logout: ReturnType<typeof vi.fn> } {
  return {
    login: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => Promise.resolve()),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(viewer),
    getIdentity: () => Promise.resolve({ id: viewer.id, fullName: 'Ada Lovelace' }),
    canAccess: () => Promise.resolve(true),
  };
}
