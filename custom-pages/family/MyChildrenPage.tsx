/**
 * My children (`/app/my-children`, seed 2.6; issue 12 "Parents"): the parent's child accounts as
 * cards with their quests; add, edit and remove within MAX_CHILDREN_PER_PARENT. At the limit Add
 * is disabled with the seed's message; the server's 803 `childrenLimit` (a race with another tab)
 * is shown in the form, which keeps what was typed.
 */
import { useState, type ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate, type RaRecord } from 'react-admin';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { ChildCard } from './ChildCard';
import { ChildFormDialog } from './ChildFormDialog';
import { RemoveChildDialog } from './RemoveChildDialog';
import { useChildren } from './useChildren';

/** The form is open to add (null) or to edit a child; closed when undefined. */
type FormTarget = RaRecord | null | undefined;

export const CHILD_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;

export function MyChildrenPage(): ReactElement {
  const translate = useTranslate();
  const { children, total, isPending, error } = useChildren();
  const [formTarget, setFormTarget] = useState<FormTarget>(undefined);
  const [removing, setRemoving] = useState<RaRecord | undefined>(undefined);
  const atLimit = total >= MAX_CHILDREN_PER_PARENT;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle titleKey="menu.myChildren" />
      <Typography>{translate('family.children.intro')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PersonAddIcon aria-hidden />} onClick={() => setFormTarget(null)} disabled={isPending || atLimit} aria-describedby="children-count">
          {translate('family.children.add')}
        </Button>
        <Typography id="children-count" role="status">
          {isPending ? '' : translate('family.children.count', { n: total, max: MAX_CHILDREN_PER_PARENT })}
        </Typography>
      </Box>
      {atLimit && <Alert severity="info">{translate('family.children.atLimit', { number: MAX_CHILDREN_PER_PARENT })}</Alert>}
      {error ? (
        <Alert severity="error">{translate('family.children.loadFailed')}</Alert>
      ) : isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : children.length === 0 ? (
        <Typography>{translate('family.children.empty')}</Typography>
      ) : (
        <Box component="ul" sx={CHILD_GRID_SX}>
          {children.map((child) => (
            <Box component="li" key={child.id} sx={{ minWidth: 0 }}>
              <ChildCard child={child} onEdit={setFormTarget} onRemove={setRemoving} />
            </Box>
          ))}
        </Box>
      )}
      {/* A fresh form per target, so an edit starts from that child's values. */}
      {formTarget !== undefined && <ChildFormDialog key={formTarget?.id ?? 'new'} open child={formTarget ?? undefined} onClose={() => setFormTarget(undefined)} />}
      <RemoveChildDialog child={removing} onClose={() => setRemoving(undefined)} />
    </Box>
  );
}
