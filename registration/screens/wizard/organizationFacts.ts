/**
 * What the wizard reads off a loaded organisation: the webinar its first licensing's licence
 * suggests (seed section 4: "if its first licensing has a suggested meeting, go to webinar
 * register for it").
 */
import type { LoadedOrganization } from '../../api/organizations';

export function suggestedMeetingOf(loaded: LoadedOrganization): string | null {
  const ids = loaded.organization.licensingsIds;
  const firstId = Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : undefined;
  const licensing = (firstId !== undefined ? loaded.licensings.find((l) => l.id === firstId) : undefined) ?? loaded.licensings[0];
  const license = licensing ? loaded.licenses.find((l) => l.id === licensing.licenseId) : undefined;
  const meeting = license?.suggestedMeetingId;
  return typeof meeting === 'string' && meeting !== '' ? meeting : null;
}
