/**
 * Children account (seed sections 2.3 and 5): repeatable child forms, the first fixed and later
 * ones removable, 'add another' while fewer than the maximum. Submit creates each child in order
 * under the signed-in parent; the children limit (803) opens the get-in-touch modal, any other
 * failure shows the first error and the parent stays; when all exist the sign-up is done.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { MAX_CHILDREN_PER_PARENT } from '../../../domain/constants';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { afterChildrenCreated } from '../../flow/signUpFlow';
import { LoadingText } from '../../RouteGuards';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { ChildForm } from './ChildForm';
import { ChildrenLimitDialog } from './ChildrenLimitDialog';
import { useChildrenForm } from './useChildrenForm';

const NO_ERRORS = {};

export function CreateChildrenPage(): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  usePageTitle('family.children.pageTitle');
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { processing, process } = useSignUp();
  const children = useChildrenForm();
  const [limitOpen, setLimitOpen] = useState(false);

  if (!viewer) return <LoadingText />;
  const parentId = viewer.id;

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    const outcome = await process(() => children.submit(parentId));
    if (outcome === 'done') navigate(afterChildrenCreated());
    else if (outcome === 'limit') setLimitOpen(true);
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.children.title')}
      </Typography>
      <Typography>{t('family.children.intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('family.children.maxNote', { number: MAX_CHILDREN_PER_PARENT })}
      </Typography>
      {children.entries.map((entry, index) => (
        <ChildForm
          key={entry.key}
          entry={entry}
          number={index + 1}
          errors={children.errors[index] ?? NO_ERRORS}
          submitted={children.submitted}
          removable={index > 0}
          actions={children.actions}
        />
      ))}
      {children.entries.length < MAX_CHILDREN_PER_PARENT && (
        <Button variant="outlined" startIcon={<Add />} onClick={children.add}>
          {t('family.children.add')}
        </Button>
      )}
      <FormMessage>{message(children.message)}</FormMessage>
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton processing={processing} label="family.children.submit" disabled={!children.canSubmit} />
      </Box>
      <ChildrenLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Box>
  );
}
