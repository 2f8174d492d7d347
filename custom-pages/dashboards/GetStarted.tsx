/** "Get started" (seed 2.6): the teacher's main pages, each one link away. */
import type { ReactElement } from 'react';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { newCollectionPath } from '../collections/paths';
import { lessonPlansPath } from '../lesson-plans/paths';
import { lessonsPath } from '../lessons/paths';
import { libraryPaths } from '../library/paths';
import { DashboardCard } from './DashboardCard';
import { useOpensFor } from './useOpensFor';

export function GetStarted(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const opens = useOpensFor();
  // Lesson plans and lessons are locked for a teacher without a live licence (domain/teaching.ts): no way to the lock.
  const links = [
    { key: 'library', to: libraryPaths(basename).search() },
    { key: 'lessonPlans', to: lessonPlansPath(basename) },
    { key: 'lessons', to: lessonsPath(basename) },
    { key: 'collections', to: newCollectionPath(basename) },
  ].filter((link) => opens(link.to));
  return (
    <DashboardCard item="get_started">
      <Box component="p" sx={{ m: 0 }}>
        {translate('dashboards.getStarted.text')}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {links.map((link) => (
          <li key={link.key}>
            <Button component={RouterLink} to={link.to} variant="outlined" fullWidth sx={{ justifyContent: 'flex-start' }}>
              {translate(`dashboards.getStarted.${link.key}`)}
            </Button>
          </li>
        ))}
      </Box>
    </DashboardCard>
  );
}
