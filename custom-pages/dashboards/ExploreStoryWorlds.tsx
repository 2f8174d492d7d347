/** "Explore story worlds" (seed 2.6): the library search filtered to story worlds. */
import type { ReactElement } from 'react';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import { storyWorldsSearchPath } from './storyWorldsSearch';

export function ExploreStoryWorlds(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <DashboardCard item="explore_story_worlds">
      <Box component="p" sx={{ m: 0 }}>
        {translate('dashboards.storyWorlds.text')}
      </Box>
      <Box>
        <Button component={RouterLink} to={storyWorldsSearchPath(basename)} variant="contained">
          {translate('dashboards.storyWorlds.link')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
