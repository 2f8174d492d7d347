/** The facts `afterSignInDuringSignUp` needs, read off the loaded viewer (GET /user with its includes). */
import { suggestedMeetingId, viewerLicensings, type Viewer } from '../../authProvider/viewer';
import { afterSignInDuringSignUp, type SignedInFacts } from './signUpFlow';

export function signedInFacts(viewer: Viewer, meetingToken: string | null): SignedInFacts {
  const org = viewer.organization;
  return {
    role: viewer.role,
    jobRole: typeof viewer.record.jobRole === 'string' ? viewer.record.jobRole : null,
    organization: org ? { name: String(org.name ?? ''), isSignUpOrg: org.isSignUpOrg === true } : null,
    licensingCount: viewerLicensings(viewer).length,
    suggestedMeetingId: suggestedMeetingId(viewer),
    meetingToken,
    childCount: Array.isArray(viewer.record.childrenIds) ? viewer.record.childrenIds.length : 0,
  };
}

export function nextStepForViewer(viewer: Viewer, meetingToken: string | null): string {
  return afterSignInDuringSignUp(signedInFacts(viewer, meetingToken));
}
