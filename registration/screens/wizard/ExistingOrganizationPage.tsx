/**
 * Existing organisation / invite organisation (seed sections 2.3 and 4): the school the visitor
 * picked is already on the platform, or the colleague who invited them has one. Continue joins
 * it (now when signed in, else once the account exists); Create new makes a new school instead.
 * With neither a known school nor an invite organisation there is nothing to ask: the school step.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterInvitedAccount, afterOrganization, afterJoinChosen } from '../../flow/signUpFlow';
import { PATHS } from '../../paths';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { useAttachSchool } from './useAttachSchool';
import { LoadingText } from '../../RouteGuards';

export function ExistingOrganizationPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { state, update, processing, process } = useSignUp();
  const { viewer, loading } = useSession();
  const { join, create } = useAttachSchool();
  const [failure, setFailure] = useState<string>();
  usePageTitle('wizard.existing.pageTitle');

  // What to ask about, as it stood on arrival: choosing updates the state before leaving.
  const [{ school, target }] = useState(() => {
    const known = state.school?.existingId ? state.school : undefined;
    return { school: known, target: known ? { id: known.existingId ?? '', name: known.name } : (state.inviteOrganization ?? undefined) };
  });
  if (!target) return <Navigate to={PATHS.organization} replace />;
  // Whether Continue joins now or after the account depends on the viewer: wait for it.
  if (loading) return <LoadingText />;
  const fromInvite = school === undefined;
  const signedIn = viewer !== null && viewer.organizationId === null;

  const run = (work: () => Promise<string>): void => {
    setFailure(undefined);
    process(work).then(
      (next) => navigate(next),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  const joinIt = (): void => {
    if (signedIn) return run(() => join(target.id));
    update({ joinOrganizationId: target.id, createNewOrganization: undefined });
    void navigate(afterJoinChosen());
  };

  const createNew = (): void => {
    if (fromInvite) {
      // The invite's school is not theirs: pick or type their own.
      update({ createNewOrganization: true });
      void navigate(afterInvitedAccount({ organizationId: null }));
      return;
    }
    const fresh = { ...school, existingId: undefined };
    update({ createNewOrganization: true, joinOrganizationId: undefined, school: fresh });
    if (signedIn) return run(() => create(fresh));
    void navigate(afterOrganization(fresh));
  };

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t(fromInvite ? 'wizard.existing.inviteTitle' : 'wizard.existing.title')}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {target.name}
      </Typography>
      <Typography color="text.secondary">{t('wizard.existing.text', { name: target.name })}</Typography>
      <FormMessage>{message(failure)}</FormMessage>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        <Button variant="outlined" size="large" onClick={createNew} disabled={processing}>
          {t('wizard.existing.createNew')}
        </Button>
        <Button variant="contained" size="large" onClick={joinIt} disabled={processing} aria-busy={processing}>
          {processing ? t('common.processing') : t('wizard.existing.join')}
        </Button>
      </Box>
    </Box>
  );
}
