/**
 * A sign-in failure (seed section 8): the status's message with a contact-us link in it. An
 * empty message (status 470: sign-in handled elsewhere) shows nothing.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';

export function SignInFailure({ message }: { message: string | undefined }): React.ReactNode {
  const { t } = useT();
  const text = useMessage()(message);
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {text}{' '}
      <Link href={t('common.contactUrl')} color="inherit" sx={{ fontWeight: 600 }}>
        {t('auth.signIn.contact')}
      </Link>
    </Alert>
  );
}
