/**
 * The parent's console home (shell/dashboard/Dashboard.tsx): a greeting, each child with their
 * quests, and the ways on: My children and the help centre (seed 2.6: Help for parents).
 */
import type { ReactElement } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { HELP_CENTRE_URL } from '../../shell/chrome/constants';
import { useViewer } from '../../shell/chrome/useViewer';
import { childName } from './childName';
import { CHILD_GRID_SX } from './MyChildrenPage';
import { QuestList } from './QuestList';
import { useChildren } from './useChildren';

export const MY_CHILDREN_ROUTE = 'my-children';

export function ParentHome(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  const { children, isPending, error } = useChildren();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <PageTitle titleKey="menu.dashboard" />
      <Typography component="h2" variant="h5">
        {translate('family.parentHome.greeting', { name: viewer?.firstName ?? '' })}
      </Typography>
      <Box component="section" aria-labelledby="parent-children-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="parent-children-heading" component="h2" variant="h6">
            {translate('family.parentHome.childrenHeading')}
          </Typography>
          <Button component={RouterLink} to={`${basename}/${MY_CHILDREN_ROUTE}`} variant="outlined" startIcon={<PeopleIcon aria-hidden />}>
            {translate('family.parentHome.manage')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error">{translate('family.children.loadFailed')}</Alert>
        ) : isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : children.length === 0 ? (
          <Typography>{translate('family.parentHome.noChildren')}</Typography>
        ) : (
          <Box component="ul" sx={CHILD_GRID_SX}>
            {children.map((child) => (
              <Box component="li" key={child.id} sx={{ minWidth: 0 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {childName(child)}
                    </Typography>
                    <QuestList childId={child.id} headingLevel="h4" />
                  </CardContent>
                </Card>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="parent-help-heading">
        <Typography id="parent-help-heading" component="h2" variant="h6">
          {translate('family.parentHome.helpHeading')}
        </Typography>
        <Typography>
          {translate('family.parentHome.helpText')}{' '}
          <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <HelpIcon fontSize="small" aria-hidden />
            {translate('family.parentHome.help')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
