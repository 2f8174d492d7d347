/**
 * A child's quests (domain/quests.ts) with their progress in words and as a bar: each bar is
 * named by its quest, and "completed" is said in words with a tick, never by colour alone.
 */
import type { ReactElement } from 'react';
import { Alert, Box, LinearProgress, List, ListItem, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate, type Identifier } from 'react-admin';
import { achievedCount } from '../../domain/quests';
import { useChildQuests } from './useChildQuests';

export interface QuestListProps {
  childId: Identifier;
  /** The heading above the list, under the card's or page's own. */
  headingLevel: 'h2' | 'h3' | 'h4';
}

export function QuestList({ childId, headingLevel }: QuestListProps): ReactElement {
  const translate = useTranslate();
  const { data, isPending, error } = useChildQuests(childId);
  const headingId = `quests-${String(childId)}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate('family.quests.heading')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('family.quests.loadFailed')}</Alert>
      ) : isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('family.quests.summary', { achieved: achievedCount(data), total: data.length })}
          </Typography>
          <List dense disablePadding>
            {data.map((quest) => {
              const label = translate(`family.quests.${quest.key}`, { _: quest.key, goal: quest.goal });
              const progress = translate('family.quests.progress', { progress: quest.progress, goal: quest.goal });
              return (
                <ListItem key={quest.key} disableGutters sx={{ display: 'block' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2">{label}</Typography>
                    <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      {quest.achieved && <CheckCircleIcon fontSize="small" color="success" aria-hidden />}
                      {quest.achieved ? `${translate('family.quests.achieved')} · ${progress}` : progress}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={quest.goal > 0 ? (100 * quest.progress) / quest.goal : 0}
                    aria-label={label}
                    aria-valuetext={progress}
                    color={quest.achieved ? 'success' : 'primary'}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
}
