/** "Search lessons" (seed 2.6): a search box that opens the lesson plan library searching for the words (`?q=`). */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { lessonPlansPath } from '../lesson-plans/paths';
import { DashboardCard } from './DashboardCard';
import { useOpensFor } from './useOpensFor';

/** Nothing for a viewer the lesson plan library is locked for (a teacher without a live licence): its search would end on the lock. */
export function SearchLessons(): ReactElement | null {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const hintId = useId();
  const [words, setWords] = useState('');
  const opens = useOpensFor();
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const q = words.trim();
    navigate(q === '' ? lessonPlansPath(basename) : `${lessonPlansPath(basename)}?${new URLSearchParams({ q }).toString()}`);
  };
  if (!opens(lessonPlansPath(basename))) return null;
  return (
    <DashboardCard item="search_lessons">
      <Box component="p" id={hintId} sx={{ m: 0 }}>
        {translate('dashboards.searchLessons.text')}
      </Box>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={translate('dashboards.searchLessons.label')}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <Button type="submit" variant="contained">
          {translate('dashboards.searchLessons.submit')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
