/**
 * Invite accept (seed sections 2.3 and 4): loads the invite by the token in the address and shows
 * who invited the visitor, to which webinar and school. Continue accepts it (the server records
 * the attendee as converted), keeps the token, email and school in the sign-up state and goes on
 * to create the account. An unknown token says the invitation is not valid; a used one (accepted
 * and the account created, the server's `used`) says so and offers sign-in instead.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { acceptInvite, loadInvite, type LoadedInvite } from '../../api/services';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSignUp } from '../../session/SignUpStateProvider';
import { afterInviteAccepted } from '../../flow/signUpFlow';
import { LoadingText } from '../../RouteGuards';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { InviteDetails } from './InviteDetails';

type Loaded = { status: 'loading' } | { status: 'invalid' } | { status: 'failed'; message: string } | { status: 'ready'; invite: LoadedInvite };

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An invite that cannot be accepted (unknown or used): what happened and where to go instead. */
function ClosedInvite({ used }: { used: boolean }): React.ReactNode {
  const { t } = useT();
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t(used ? 'family.invite.usedTitle' : 'family.invite.invalidTitle')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t(used ? 'family.invite.usedText' : 'family.invite.invalidText')}</Typography>
      <Button component={RouterLink} to={used ? PATHS.signIn : PATHS.welcome} variant="contained">
        {t(used ? 'family.invite.signIn' : 'family.invite.toWelcome')}
      </Button>
    </Box>
  );
}

export function InvitePage(): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  usePageTitle('family.invite.pageTitle');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { update, processing, process } = useSignUp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    loadInvite(token)
      .then((invite) => live && setLoaded({ status: 'ready', invite }))
      .catch((error: unknown) => {
        if (!live) return;
        // Only an unknown token means the invitation is not valid; other failures say what went wrong.
        if (isApiFailure(error) && error.status !== 404) setLoaded({ status: 'failed', message: error.message });
        else setLoaded({ status: 'invalid' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  if (loaded.status === 'loading') return <LoadingText />;
  if (loaded.status === 'invalid') return <ClosedInvite used={false} />;
  if (loaded.status === 'failed') return <FormMessage>{message(loaded.message)}</FormMessage>;
  const { invite, organization } = loaded.invite;
  if (invite.used === true) return <ClosedInvite used />;

  async function accept(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    setFailure(undefined);
    try {
      // An invite accepted before (the visitor came back) needs no second acceptance.
      if (invite.status !== 'accepted') await process(() => acceptInvite(invite, token));
      update({
        inviteToken: token,
        email: text(invite.email),
        inviteOrganization: organization ? { id: organization.id, name: text(organization.name) } : null,
        signUpType: 'organization',
      });
      navigate(afterInviteAccepted());
    } catch (error) {
      setFailure(isApiFailure(error) ? error.message : 'errors.api.default');
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void accept(e)}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.invite.title')}
      </Typography>
      <InviteDetails loaded={loaded.invite} />
      <Typography sx={{ mt: 3 }}>{t('family.invite.next')}</Typography>
      <FormMessage>{message(failure)}</FormMessage>
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton processing={processing} label="family.invite.accept" />
      </Box>
    </Box>
  );
}
