/**
 * One lesson plan in the library: name, type, duration, last updated, author (or "Product
 * lesson plan"), and "Shared" / "In use" as text badges, never colour alone. Actions: Open and
 * Duplicate for every plan; Share or Stop sharing and Delete for the author's own.
 */
import { useState, type ReactElement } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate, type RaRecord } from 'react-admin';
import { useFormatDate } from '../../shell/generator/useDates';
import { useViewer } from '../../shell/chrome/useViewer';
import { TeachButton } from '../lessons/TeachButton';
import { DeletePlanDialog } from './DeletePlanDialog';
import { lessonPlanPath } from './paths';
import { usePlanActions } from './usePlanActions';
import { useAuthorName } from './useAuthorName';

function AuthorLine({ plan }: { plan: RaRecord }): ReactElement | null {
  const translate = useTranslate();
  const name = useAuthorName(plan.organizationId == null ? undefined : plan.authorId);
  if (plan.organizationId == null) return <>{translate('lessonPlansPage.card.product')}</>;
  return name ? <>{translate('lessonPlansPage.card.by', { name })}</> : null;
}

export function LessonPlanCard({ plan }: { plan: RaRecord }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  const actions = usePlanActions();
  const [deleting, setDeleting] = useState(false);
  const name = String(plan.name ?? '');
  const mine = viewer !== undefined && String(plan.authorId ?? '') === viewer.id;
  const named = (action: string): string => translate('lessonPlansPage.actions.named', { action: translate(`lessonPlansPage.actions.${action}`), name });
  const formatDate = useFormatDate();
  const updated = formatDate(plan.updatedAt);
  const facts = [
    translate(`resources.lesson_plans.values.planType.${String(plan.planType)}`),
    typeof plan.durationMinutes === 'number' ? translate('lessonPlansPage.card.minutes', { smart_count: plan.durationMinutes }) : undefined,
  ].filter((f): f is string => f !== undefined);
  return (
    <Card component="article" variant="outlined" aria-labelledby={`lp-card-${plan.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`lp-card-${plan.id}`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 0.5 }}>
          {plan.sharedWithSchool === true && <Chip size="small" variant="outlined" color="primary" label={translate('lessonPlansPage.card.shared')} />}
          {plan.inUse === true && <Chip size="small" variant="outlined" label={translate('lessonPlansPage.card.inUse')} />}
        </Stack>
        <Typography variant="body2">{facts.join(' · ')}</Typography>
        <Typography variant="body2" color="text.secondary">
          <AuthorLine plan={plan} />
        </Typography>
        {updated && (
          <Typography variant="body2" color="text.secondary">
            {translate('lessonPlansPage.card.updated', { date: updated })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button component={RouterLink} to={lessonPlanPath(basename, plan.id)} aria-label={named('open')} size="small" variant="contained">
          {translate('lessonPlansPage.actions.open')}
        </Button>
        <TeachButton plan={plan} />
        <Button size="small" aria-label={named('duplicate')} disabled={actions.busy} onClick={() => void actions.duplicate(plan)}>
          {translate('lessonPlansPage.actions.duplicate')}
        </Button>
        {mine && (
          <Button size="small" aria-label={named(plan.sharedWithSchool ? 'unshare' : 'share')} disabled={actions.busy} onClick={() => void actions.setShared(plan, !plan.sharedWithSchool)}>
            {translate(plan.sharedWithSchool ? 'lessonPlansPage.actions.unshare' : 'lessonPlansPage.actions.share')}
          </Button>
        )}
        {mine && (
          <Button size="small" color="error" aria-label={named('delete')} disabled={actions.busy} onClick={() => setDeleting(true)}>
            {translate('lessonPlansPage.actions.delete')}
          </Button>
        )}
      </CardActions>
      <DeletePlanDialog plan={plan} open={deleting} onClose={() => setDeleting(false)} actions={actions} />
    </Card>
  );
}
