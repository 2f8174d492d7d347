/** The plan's own fields (seed 3): name, type, duration, tags, teacher notes and outline. */
import type { ReactElement } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LESSON_PLAN_TYPES } from '../../domain/constants';
import { useNodeField } from './EditorContext';
import { NodeSelectField, NodeTextField } from './NodeFields';
import { TagPicker } from './RecordPicker';
import type { NodeRef } from './planTree';

const PLAN: NodeRef = { kind: 'plan' };

export function PlanFields({ autoFocus }: { autoFocus?: boolean }): ReactElement {
  const translate = useTranslate();
  const tags = useNodeField(PLAN, 'tagsIds');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="lp-details-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="lp-details-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('lessonPlansPage.editor.details')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <NodeTextField node={PLAN} field="name" required autoFocus={autoFocus} />
        <NodeSelectField node={PLAN} field="planType" choices={LESSON_PLAN_TYPES} />
        <NodeTextField node={PLAN} field="durationMinutes" numeric />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <TagPicker bound={tags} label={translate('resources.lesson_plans.fields.tags')} />
        <NodeTextField node={PLAN} field="teacherNotes" multiline />
        <NodeTextField node={PLAN} field="outline" multiline />
      </Box>
    </Paper>
  );
}
