/**
 * A collection's items, in order (the form's `itemsIds`, saved as the whole ordered list): added
 * from the library search, removed, and re-ordered with Move up / Move down buttons named after
 * the item (the moved item keeps the focus) or by dragging a row. Each change is announced.
 */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetManyAggregate, useInput, useTranslate, type RaRecord } from 'react-admin';
import { ItemRow, type MoveDirection } from './ItemRow';
import { ItemSearch } from './ItemSearch';
import { visuallyHidden } from '../../ui/visuallyHidden';

export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return [...ids];
  next.splice(to, 0, item);
  return next;
}

/** Read by screen readers, not shown. */

type Focus = { id: string; control: MoveDirection | 'remove' } | { id: null; control: 'search' };

const nameOf = (record: RaRecord | undefined, id: string): string => (typeof record?.name === 'string' ? record.name : `#${id}`);

export function ItemsEditor(): ReactElement {
  const translate = useTranslate();
  const { field } = useInput({ source: 'itemsIds', resource: 'collections' });
  const ids: string[] = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : [];
  // The stored items come in one request; items added from the search are already known.
  const [initialIds] = useState(ids);
  const { data: stored } = useGetManyAggregate('contents', { ids: initialIds }, { enabled: initialIds.length > 0 });
  const [added, setAdded] = useState<Record<string, RaRecord>>({});
  const known = (id: string): RaRecord | undefined => added[id] ?? stored?.find((r) => String(r.id) === id);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLElement | null>());
  const searchRef = useRef<HTMLInputElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const dragged = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (!focus) return;
    const target = focus.id === null ? searchRef.current : controls.current.get(`${focus.id}:${focus.control}`);
    target?.focus();
    setFocus(null);
  }, [focus]);

  const change = (next: string[]): void => field.onChange(next);

  const move = (index: number, to: number, control: MoveDirection | null): void => {
    const id = ids[index];
    if (id === undefined || to < 0 || to >= ids.length) return;
    change(moved(ids, index, to));
    setAnnouncement(translate('collectionsPage.items.moved', { name: nameOf(known(id), id), position: to + 1, total: ids.length }));
    // At an end the button that moved it is disabled: the other one keeps the focus on this item.
    if (control) setFocus({ id, control: to === 0 ? 'down' : to === ids.length - 1 ? 'up' : control });
  };

  const remove = (index: number): void => {
    const id = ids[index];
    if (id === undefined) return;
    const next = ids.filter((_, i) => i !== index);
    change(next);
    setAnnouncement(translate('collectionsPage.items.removed', { name: nameOf(known(id), id) }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(neighbour === undefined ? { id: null, control: 'search' } : { id: neighbour, control: 'remove' });
  };

  const add = (record: RaRecord): void => {
    const id = String(record.id);
    if (ids.includes(id)) return;
    setAdded((a) => ({ ...a, [id]: record }));
    change([...ids, id]);
    setAnnouncement(translate('collectionsPage.items.added', { name: nameOf(record, id) }));
  };

  return (
    <Box component="section" aria-labelledby="collection-items-title" sx={{ my: 2 }}>
      <Typography id="collection-items-title" component="h2" variant="h6">
        {translate('collectionsPage.items.title')}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({translate('collectionsPage.items.count', { smart_count: ids.length })})
        </Typography>
      </Typography>
      {ids.length === 0 ? (
        <Typography sx={{ my: 1 }}>{translate('collectionsPage.items.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {ids.map((id, index) => (
            <ItemRow
              key={id}
              id={id}
              record={known(id)}
              position={index + 1}
              total={ids.length}
              controlRef={(control, el) => controls.current.set(`${id}:${control}`, el)}
              onMove={(direction) => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
              onRemove={() => remove(index)}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDrop={() => {
                if (dragged.current !== null && dragged.current !== index) move(dragged.current, index, null);
                dragged.current = null;
              }}
            />
          ))}
        </Box>
      )}
      <ItemSearch chosen={ids} onAdd={add} inputRef={searchRef} />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
