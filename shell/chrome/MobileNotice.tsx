/**
 * The mobile-device suggestion notice (seed 2.6): on a screen that is better on a larger device,
 * below the tablet width (seed 9: 940 px), a polite notice says so. Dismissing it hides it for
 * the rest of the browser session on that screen only (sessionStorage, one key per screen), so
 * it does not nag on every visit but comes back in a new session.
 */
import { useState, type ReactElement } from 'react';
import { Alert, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BREAKPOINTS } from '../../ui/sizes';

/** Narrower than the tablet width; an explicit query so it holds whatever theme is around. */
export const BELOW_TABLET_QUERY = `(max-width: ${BREAKPOINTS.md - 0.05}px)`;

const storageKey = (screen: string): string => `mobileNotice.dismissed.${screen}`;

function wasDismissed(screen: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(screen)) === '1';
  } catch {
    return false; // storage refused (privacy settings): the notice shows, dismissal lasts the visit
  }
}

function rememberDismissed(screen: string): void {
  try {
    sessionStorage.setItem(storageKey(screen), '1');
  } catch {
    // As above: the page's own state still hides it.
  }
}

export interface MobileNoticeProps {
  /** Which screen this is (e.g. 'lessonPlanEditor'); each screen's dismissal is its own. */
  screen: string;
}

export function MobileNotice({ screen }: MobileNoticeProps): ReactElement | null {
  const translate = useTranslate();
  const small = useMediaQuery(BELOW_TABLET_QUERY, { noSsr: true });
  const [dismissed, setDismissed] = useState(() => wasDismissed(screen));
  if (!small || dismissed) return null;
  const dismiss = (): void => {
    rememberDismissed(screen);
    setDismissed(true);
  };
  return (
    <Alert severity="info" role="status" onClose={dismiss} closeText={translate('homes.mobileNotice.dismiss')} sx={{ mb: 2 }}>
      {translate('homes.mobileNotice.text')}
    </Alert>
  );
}
