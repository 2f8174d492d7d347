/**
 * Who launched the app from the shell: GET /user as the shell's signed-in user. Apart from the
 * passphrase logins because reading a viewer needs the resource definitions, which a student
 * joining by passphrase never does (issue 15: the join screen's first script stays small).
 */
import { normaliseViewer, type Viewer } from '../../authProvider/viewer';
import { sendAsShellUser } from './client';

export async function loadSignedIn(): Promise<Viewer> {
  const { doc } = await sendAsShellUser({ method: 'GET', path: '/user' });
  return normaliseViewer(doc);
}
