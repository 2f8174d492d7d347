/**
 * Opening an item records a view (seed 1: "every view is recorded as an activity"):
 * `POST /activities` { entityType: 'contents', entityId, verb: 'viewed' }. The server adds one to
 * the item's `viewedCount` and the record feeds "Recently viewed". Once per item per visit of
 * its page (React's development double effects included); a failure is a warning, as for the
 * student app's activity record.
 */
import { useEffect, useRef } from 'react';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';

export const VIEWED = { entityType: 'contents', verb: 'viewed' } as const;

export function useRecordView(id: Identifier | undefined, enabled: boolean): void {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || id === undefined || recorded.current === String(id)) return;
    recorded.current = String(id);
    dataProvider
      .create('activities', { data: { entityType: VIEWED.entityType, entityId: String(id), verb: VIEWED.verb } })
      .then(() => {
        // The item's counter and the viewer's recently viewed list have changed.
        void queryClient.invalidateQueries({ queryKey: ['contents', 'getOne', { id: String(id) }] });
        void queryClient.invalidateQueries({ queryKey: ['activities'] });
      })
      .catch(() => notify('shell.toast.activityNotSaved', { type: 'warning' }));
  }, [dataProvider, enabled, id, notify, queryClient]);
}
