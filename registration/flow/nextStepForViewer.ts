/** The facts `afterSignInDuringSignUp` needs, read off the loaded viewer (GET /user with its includes). */
import type { Viewer } from '../../authProvider/viewer';
import { afterSignInDuringSignUp, type SignedInFacts } from './signUpFlow';

export function signedInFacts(viewer: Viewer, meetingToken: string | null): SignedInFacts {
  const org = viewer.organization;
  const licensingIds = Array.isArray(org?.licensingsIds) ? (org.licensingsIds as string[]) : [];
  const licensings = (viewer.included.licensings ?? []).filter((l) => licensingIds.includes(l.id));
  const first = licensings[0];
  const license = first ? viewer.included.licenses?.find((l) => l.id === first.licenseId) : undefined;
  const suggested = license?.suggestedMeetingId;
  return {
    role: viewer.role,
    jobRole: typeof viewer.record.jobRole === 'string' ? viewer.record.jobRole : null,
    organization: org ? { name: String(org.name ?? ''), isSignUpOrg: org.isSignUpOrg === true } : null,
    licensingCount: licensings.length,
    suggestedMeetingId: typeof suggested === 'string' ? suggested : null,
    meetingToken,
    childCount: Array.isArray(viewer.record.childrenIds) ? viewer.record.childrenIds.length : 0,
  };
}

export function nextStepForViewer(viewer: Viewer, meetingToken: string | null): string {
  return afterSignInDuringSignUp(signedInFacts(viewer, meetingToken));
}
