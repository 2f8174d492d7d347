/**
 * What the welcome page's capture says of a free personal address (issue 25), instead of refusing
 * it: parents and carers may sign up with it, and continue on the parent path with one press;
 * schools still need their organisation address (seed section 5). Drawn inside a live region the
 * capture keeps on the page, so the words are read out when they appear.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';

export interface PersonalEmailNoticeProps {
  id: string;
  email: string;
  onContinue(): void;
  disabled: boolean;
}

export function PersonalEmailNotice({ id, email, onContinue, disabled }: PersonalEmailNoticeProps): React.ReactNode {
  const { t } = useT();
  return (
    <Box
      id={id}
      sx={{ mt: 2, p: 2, display: 'grid', gap: 1, justifyItems: 'start', textAlign: 'left', border: 2, borderColor: 'primary.main', borderRadius: 3, bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('welcome.capture.personal.title', { email })}
      </Typography>
      <Typography component="p">{t('welcome.capture.personal.parent')}</Typography>
      <Button type="button" variant="contained" disabled={disabled} onClick={onContinue}>
        {t('welcome.capture.personal.action')}
      </Button>
      <Typography component="p" variant="body2" color="text.secondary">
        {t('welcome.capture.personal.school')}
      </Typography>
    </Box>
  );
}
