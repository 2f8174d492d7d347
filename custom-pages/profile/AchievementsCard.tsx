/**
 * Achievements computed from the person's own usage: `GET /user/achievements` (the server counts
 * the figures, domain/achievements.ts sets the goals). Each shows its progress as a bar and in
 * words, and whether it is reached (an icon and a word, never colour alone).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, CircularProgress, LinearProgress, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { ACHIEVEMENT_KEYS } from '../../domain/achievements';
import type { AchievementProgress } from '../../domain/dashboards';
import { ProfileCard } from './ProfileCard';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; achievements: AchievementProgress[] };

const KNOWN: ReadonlySet<string> = new Set(ACHIEVEMENT_KEYS);

function isProgress(v: unknown): v is AchievementProgress {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return typeof a.key === 'string' && typeof a.progress === 'number' && typeof a.goal === 'number' && typeof a.achieved === 'boolean';
}

/** The document's list, keeping only achievements this client can name. */
export function achievementsOf(data: Record<string, unknown> | undefined): AchievementProgress[] | null {
  const list = data?.achievements;
  if (!Array.isArray(list)) return null;
  return list.filter(isProgress).filter((a) => KNOWN.has(a.key));
}

function useAchievements(): State {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .readDocument({ path: '/user/achievements', signal: controller.signal })
      .then(({ data }) => {
        const achievements = achievementsOf(data);
        setState(achievements ? { status: 'ready', achievements } : { status: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [dataProvider]);
  return state;
}

function Achievement({ achievement }: { achievement: AchievementProgress }): ReactElement {
  const translate = useTranslate();
  const name = translate(`profile.achievements.${achievement.key}`, { goal: achievement.goal });
  const percent = achievement.goal > 0 ? Math.round((achievement.progress / achievement.goal) * 100) : 0;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography component="span" variant="body2" color={achievement.achieved ? 'success.dark' : 'text.secondary'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {achievement.achieved && <CheckCircleIcon fontSize="small" aria-hidden />}
          {translate(achievement.achieved ? 'profile.achievements.achieved' : 'profile.achievements.progress', { progress: achievement.progress, goal: achievement.goal })}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} color={achievement.achieved ? 'success' : 'primary'} aria-label={name} />
    </Box>
  );
}

export function AchievementsCard(): ReactElement {
  const translate = useTranslate();
  const state = useAchievements();
  return (
    <ProfileCard id="achievements" titleKey="profile.achievements.title">
      {state.status === 'loading' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {state.status === 'failed' && <Alert severity="warning">{translate('profile.achievements.failed')}</Alert>}
      {state.status === 'ready' &&
        (state.achievements.length === 0 ? (
          <Typography color="text.secondary">{translate('profile.achievements.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {state.achievements.map((a) => (
              <Achievement key={a.key} achievement={a} />
            ))}
          </Box>
        ))}
    </ProfileCard>
  );
}
