/**
 * Picking records by name as the teacher types: the plan's tags (several) and a content task's
 * library item (one, `GET /contents?filter[q]=…` once SEARCH_TERM_MIN_LENGTH characters are
 * typed, most relevant first). Chosen records are named from what the editor read with the plan
 * or picked since (`names`, keyed `<resource>/<id>`), so nothing is fetched just to show a chip.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { LESSON_PLAN_SEARCH_DELAY_MS, SEARCH_TERM_MIN_LENGTH, TASK_CONTENT_PICKER_RESULTS } from '../../domain/constants';
import { useEditor, type BoundField } from './EditorContext';

interface Option {
  id: string;
  name: string;
}

function useDelayed(value: string): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), LESSON_PLAN_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return delayed;
}

/** Options once the picker is open (opening the editor costs one request, not one per picker). */
function useOptions(resource: 'tags' | 'contents', typed: string, open: boolean): { options: Option[]; loading: boolean } {
  const q = useDelayed(typed.trim());
  // The library's full-text search needs SEARCH_TERM_MIN_LENGTH characters; tags list by name from the first.
  const enabled = open && (resource === 'tags' || q.length >= SEARCH_TERM_MIN_LENGTH);
  const { data, isFetching } = useGetList(
    resource,
    {
      filter: q ? { q } : {},
      pagination: { page: 1, perPage: TASK_CONTENT_PICKER_RESULTS },
      sort: resource === 'contents' ? { field: 'relevance', order: 'DESC' } : { field: 'name', order: 'ASC' },
    },
    { enabled },
  );
  return { options: enabled ? (data ?? []).map((r) => ({ id: String(r.id), name: String(r.name ?? r.id) })) : [], loading: enabled && isFetching };
}

export function TagPicker({ bound, label }: { bound: BoundField; label: string }): ReactElement {
  const translate = useTranslate();
  const { names, rememberName } = useEditor();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading } = useOptions('tags', typed, open);
  const ids = Array.isArray(bound.value) ? bound.value.map(String) : [];
  const value = ids.map((id) => ({ id, name: names[`tags/${id}`] ?? id }));
  return (
    <Autocomplete
      multiple
      id={bound.id}
      options={options}
      value={value}
      loading={loading}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={bound.readOnly}
      disabled={bound.readOnly}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      inputValue={typed}
      onInputChange={(_e, text) => setTyped(text)}
      onChange={(_e, picked) => {
        for (const o of picked) rememberName(`tags/${o.id}`, o.name);
        bound.setValue(picked.map((o) => o.id));
      }}
      onBlur={bound.onBlur}
      noOptionsText={translate('lessonPlansPage.editor.tags.none')}
      renderInput={(params) => <TextField {...params} label={label} size="small" error={bound.error !== undefined} helperText={bound.error} />}
    />
  );
}

export function ContentPicker({ bound, label }: { bound: BoundField; label: string }): ReactElement {
  const translate = useTranslate();
  const { names, rememberName } = useEditor();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading } = useOptions('contents', typed, open);
  const id = bound.value == null ? null : String(bound.value);
  const value = id === null ? null : { id, name: names[`contents/${id}`] ?? id };
  const hint = translate('lessonPlansPage.editor.content.hint', { count: SEARCH_TERM_MIN_LENGTH });
  return (
    <Autocomplete
      id={bound.id}
      options={options}
      value={value}
      loading={loading}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={bound.readOnly}
      disabled={bound.readOnly}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      onInputChange={(_e, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_e, picked) => {
        if (picked) rememberName(`contents/${picked.id}`, picked.name);
        bound.setValue(picked ? picked.id : null);
      }}
      onBlur={bound.onBlur}
      loadingText={translate('lessonPlansPage.editor.content.loading')}
      noOptionsText={typed.trim().length < SEARCH_TERM_MIN_LENGTH ? hint : translate('lessonPlansPage.editor.content.none')}
      renderInput={(params) => (
        <TextField {...params} label={label} size="small" required error={bound.error !== undefined} helperText={bound.error ?? (bound.readOnly ? undefined : hint)} />
      )}
    />
  );
}
