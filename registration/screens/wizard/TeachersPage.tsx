/**
 * Teacher count (seed section 2.3): buttons 1 to 10, where 10 reads 10+ and is sent as 0 (no
 * limit); the choice becomes the sign-up organisation's teachers limit.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { TEACHER_COUNT_CHOICES, TEACHER_COUNT_OPEN_ENDED, teacherCountToLimit } from '../../../domain/signUp';
import { updateOrganization } from '../../api/organizations';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterTeachers } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';

export function TeachersPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { processing, process } = useSignUp();
  const [failure, setFailure] = useState<string>();
  usePageTitle('wizard.teachers.pageTitle');
  const organizationId = viewer?.organizationId ?? null;

  const choose = (count: number): void => {
    if (organizationId === null) return;
    setFailure(undefined);
    process(() => updateOrganization(organizationId, { teachersLimit: teacherCountToLimit(count) })).then(
      () => navigate(afterTeachers()),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography id="teachers-title" variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('wizard.teachers.title')}
      </Typography>
      <Box
        role="group"
        aria-labelledby="teachers-title"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' }, gap: 1, maxWidth: 560, mx: 'auto' }}
      >
        {TEACHER_COUNT_CHOICES.map((count) => (
          <Button
            key={count}
            variant="outlined"
            size="large"
            disabled={processing || organizationId === null}
            onClick={() => choose(count)}
            sx={{ minWidth: 0, px: 0, borderRadius: 2, aspectRatio: '1' }}
          >
            {count === TEACHER_COUNT_OPEN_ENDED ? t('wizard.teachers.openEnded') : String(count)}
          </Button>
        ))}
      </Box>
      <FormMessage>{message(failure)}</FormMessage>
    </Box>
  );
}
