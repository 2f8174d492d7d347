/**
 * The teacher dashboard's `items` (an ordered list, resources/dashboard_configs/schema.ts): the
 * shown items in their order, each with a checkbox and Move up / Move down buttons (the lesson
 * plan editor's, which keep focus and work with the keyboard), then the items not shown, ticked
 * to add them at the end. Each change is announced politely.
 */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { TEACHER_DASHBOARD_ITEMS, type TeacherDashboardItem } from '../../../domain/dashboards';
import { ReorderButtons } from '../../../ui/ReorderControls';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { fieldLabel, valueLabel } from '../../generator/labels';

const RESOURCE = 'dashboard_configs';
const SOURCE = 'items';
const LEGEND_ID = 'dashboard-items-legend';
const HINT_ID = 'dashboard-items-hint';

export const showBoxId = (item: string): string => `dashboard-item-show-${item}`;

const isItem = (v: unknown): v is TeacherDashboardItem => typeof v === 'string' && (TEACHER_DASHBOARD_ITEMS as readonly string[]).includes(v);

/** `items` moved from one position to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

export function DashboardItemsInput(): ReactElement {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: SOURCE, resource: RESOURCE });
  const [announcement, setAnnouncement] = useState('');
  // A ticked item moves between the two lists, so React remounts its checkbox: give focus back to it.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });
  const shown: TeacherDashboardItem[] = Array.isArray(field.value) ? [...new Set((field.value as unknown[]).filter(isItem))] : [];
  const hidden = TEACHER_DASHBOARD_ITEMS.filter((item) => !shown.includes(item));
  const name = (item: TeacherDashboardItem): string => translate(valueLabel(RESOURCE, SOURCE, item));

  const move = (from: number, to: number): void => {
    const next = moveItem(shown, from, to);
    field.onChange(next);
    const item = shown[from];
    if (item) setAnnouncement(translate('dashboards.itemsInput.moved', { name: name(item), position: to + 1 }));
  };
  const toggle = (item: TeacherDashboardItem): void => {
    refocus.current = showBoxId(item);
    if (shown.includes(item)) {
      field.onChange(shown.filter((i) => i !== item));
      setAnnouncement(translate('dashboards.itemsInput.hidden', { name: name(item) }));
    } else {
      field.onChange([...shown, item]);
      setAnnouncement(translate('dashboards.itemsInput.shown', { name: name(item), position: shown.length + 1 }));
    }
    field.onBlur();
  };
  const row = (item: TeacherDashboardItem, index: number | null): ReactElement => (
    <Box component="li" key={item} data-item={item} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {index !== null && (
        <Typography component="span" aria-hidden sx={{ width: '2ch', textAlign: 'right', color: 'text.secondary' }}>
          {translate('dashboards.itemsInput.position', { position: index + 1 })}
        </Typography>
      )}
      <FormControlLabel
        control={<Checkbox id={showBoxId(item)} checked={index !== null} onChange={() => toggle(item)} />}
        label={name(item)}
        sx={{ flexGrow: 1, minWidth: 0, mr: 0 }}
      />
      {index !== null && <ReorderButtons itemKey={`dashboard-${item}`} name={name(item)} index={index} count={shown.length} onMove={(to) => move(index, to)} />}
    </Box>
  );
  return (
    <FormControl component="fieldset" error={fieldState.invalid} aria-labelledby={LEGEND_ID} aria-describedby={HINT_ID} sx={{ width: '100%', maxWidth: 520, my: 2 }}>
      <FormLabel component="legend" id={LEGEND_ID}>
        {translate(fieldLabel(RESOURCE, SOURCE))}
      </FormLabel>
      <FormHelperText id={HINT_ID} sx={{ mx: 0 }}>
        {fieldState.error?.message ? translate(fieldState.error.message) : translate('dashboards.itemsInput.hint')}
      </FormHelperText>
      <Box component="ol" aria-labelledby={LEGEND_ID} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((item, index) => row(item, index))}
      </Box>
      {hidden.length > 0 && (
        <>
          <Typography id="dashboard-items-hidden" variant="subtitle2" sx={{ mt: 1 }}>
            {translate('dashboards.itemsInput.notShown')}
          </Typography>
          <Box component="ul" aria-labelledby="dashboard-items-hidden" sx={{ listStyle: 'none', m: 0, p: 0, pl: '3ch' }}>
            {hidden.map((item) => row(item, null))}
          </Box>
        </>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
