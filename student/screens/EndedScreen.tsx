/** "This lesson has ended": after the teacher ends (or restarts) the lesson. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useT } from '../i18n';

export function EndedScreen({ restarted, onJoinAnother }: { restarted: boolean; onJoinAnother(): void }): ReactNode {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2} role="region" aria-labelledby="ended-heading">
      <Typography variant="h1" id="ended-heading" ref={heading} tabIndex={-1}>
        {t('student.ended.heading')}
      </Typography>
      <Typography>{restarted ? t('student.ended.restarted') : t('student.ended.text')}</Typography>
      <Button variant="contained" onClick={onJoinAnother}>
        {t('student.ended.joinAnother')}
      </Button>
    </Stack>
  );
}
