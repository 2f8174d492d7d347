/**
 * "Teach" on a lesson plan (its library card and its editor's toolbar): opens the start dialog.
 * Only teachers teach, and only a saved plan.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import { useTranslate, type RaRecord } from 'react-admin';
import { useViewer } from '../../shell/chrome/useViewer';
import { StartLessonDialog } from './StartLessonDialog';

export function TeachButton({ plan, size = 'small', variant = 'text' }: { plan: RaRecord; size?: 'small' | 'medium'; variant?: 'text' | 'outlined' | 'contained' }): ReactElement | null {
  const translate = useTranslate();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (viewer?.role !== 'teacher' || plan.id === '' || plan.id == null) return null;
  const name = String(plan.name ?? '');
  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<CastForEducationIcon aria-hidden />}
        aria-label={translate('lessonsPage.actions.named', { action: translate('lessonsPage.actions.teach'), name })}
        onClick={() => setOpen(true)}
      >
        {translate('lessonsPage.actions.teach')}
      </Button>
      {open && <StartLessonDialog plan={plan} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
