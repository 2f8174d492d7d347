/**
 * Auto-save (seed 8 `actions.autoSaveOn`): every edit changes the tree at once and is written
 * AUTO_SAVE_DELAY_MS after the last one, or straight away when the teacher leaves a field
 * (`flush`). One run at a time; edits made meanwhile are written by a further run. What the
 * server refuses stays on its field and is not sent again until it changes; a plan found in use
 * (422 lessonPlanInUseEdit) stops all writing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { AUTO_SAVE_DELAY_MS } from '../../domain/constants';
import type { ErrorBody } from '../../dataProvider/errors';
import { afterOp, nextOps, pendingState, type Op, type Saved } from './planSync';
import { PLAN_KEY, type PlanTree, type Values } from './planTree';

/** idle: nothing edited yet; saving: waiting or writing; unsaved: a field needs fixing or was refused; error: the server could not be reached. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved' | 'error';

/** Field → message key, per node key: what the server said about a refused write. */
export type ServerErrors = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface AutoSaveOptions {
  initialTree: PlanTree;
  initialSaved: Saved;
  /** The new plan got its id (the editor's address moves from `new` to it). */
  onCreated?: (id: string) => void;
  /** The server says the plan is used in a lesson: the editor turns read-only. */
  onInUse?: () => void;
}

export interface AutoSave {
  tree: PlanTree;
  status: SaveStatus;
  serverErrors: ServerErrors;
  planId: string | undefined;
  update(change: (tree: PlanTree) => PlanTree): void;
  /** Writes what is pending now; resolves when the tree is written as far as it can be. */
  flush(): Promise<void>;
  /** Unsaved changes, and whether a flush alone would save them. */
  pending(): { dirty: boolean; saveable: boolean };
}

/** Enough rounds for plan, activities, tasks and a margin; a round that writes nothing ends it. */
const MAX_ROUNDS = 8;

type Outcome = 'ok' | 'refused' | 'stop';

const identifiersOf = (error: HttpError): string[] =>
  ((error.body as ErrorBody | undefined)?.jsonApiErrors ?? []).map((e) => String(e.meta?.error_identifier ?? ''));

function fieldErrorsOf(error: HttpError): Record<string, string> {
  const errors = (error.body as ErrorBody | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[0] !== 'root' && typeof e[1] === 'string'));
}

/** The whole record a write wanted to leave, so the same values are not sent again after a refusal. */
const fingerprint = (op: Op): string => (op.kind === 'update' ? JSON.stringify({ ...op.previous, ...op.data }) : JSON.stringify(op.kind === 'create' ? op.data : op.id));

export function usePlanAutoSave({ initialTree, initialSaved, onCreated, onInUse }: AutoSaveOptions): AutoSave {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [tree, setTree] = useState(initialTree);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [planId, setPlanId] = useState(initialSaved.get(PLAN_KEY)?.id);
  const treeRef = useRef(initialTree);
  const saved = useRef(initialSaved);
  const refused = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const stopped = useRef(false);
  const callbacks = useRef({ onCreated, onInUse });
  callbacks.current = { onCreated, onInUse };

  const settledStatus = useCallback((): SaveStatus => {
    const { dirty, saveable } = pendingState(treeRef.current, saved.current);
    if (!dirty) return 'saved';
    return saveable && nextOps(treeRef.current, saved.current, isRefused).length > 0 ? 'saving' : 'unsaved';
  }, []);

  function isRefused(key: string, data: Values): boolean {
    return refused.current.get(key) === JSON.stringify(data);
  }

  const setErrorsOf = (key: string, fields: Record<string, string> | undefined): void =>
    setServerErrors((all) => {
      if (!fields && !(key in all)) return all;
      const next = { ...all };
      if (fields) next[key] = fields;
      else delete next[key];
      return next;
    });

  const execute = useCallback(
    async (op: Op): Promise<Outcome> => {
      try {
        if (op.kind === 'create') {
          const { data } = await dataProvider.create(op.resource, { data: op.data });
          afterOp(saved.current, op, String(data.id));
          if (op.key === PLAN_KEY) {
            setPlanId(String(data.id));
            callbacks.current.onCreated?.(String(data.id));
          }
        } else if (op.kind === 'update') {
          await dataProvider.update(op.resource, { id: op.id, data: op.data, previousData: { id: op.id, ...op.previous } });
          afterOp(saved.current, op);
        } else {
          await dataProvider.delete(op.resource, { id: op.id, previousData: { id: op.id } });
          afterOp(saved.current, op);
        }
        refused.current.delete(op.key);
        setErrorsOf(op.key, undefined);
        return 'ok';
      } catch (error) {
        if (!(error instanceof HttpError) || error.status === 0 || error.status >= 500) {
          notify(error instanceof HttpError ? error.message : 'errors.api.default', { type: 'error' });
          return 'stop';
        }
        if (identifiersOf(error).some((id) => id === 'lessonPlanInUseEdit' || id === 'lessonPlanInUseDelete')) {
          stopped.current = true;
          callbacks.current.onInUse?.();
          return 'stop';
        }
        // Already gone: what a deletion wanted.
        if (op.kind === 'delete' && error.status === 404) {
          afterOp(saved.current, op);
          return 'ok';
        }
        refused.current.set(op.key, fingerprint(op));
        setErrorsOf(op.key, fieldErrorsOf(error));
        notify(error.message, { type: 'error' });
        return 'refused';
      }
    },
    [dataProvider, notify],
  );

  const runOnce = useCallback(async (): Promise<boolean> => {
    for (let round = 0; round < MAX_ROUNDS && !stopped.current; round += 1) {
      const ops = nextOps(treeRef.current, saved.current, isRefused);
      if (ops.length === 0) return true;
      for (const op of ops) if ((await execute(op)) === 'stop') return false;
    }
    return true;
  }, [execute]);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (running.current) {
      again.current = true;
      return running.current;
    }
    if (stopped.current) return Promise.resolve();
    const run = (async () => {
      let ok: boolean;
      do {
        again.current = false;
        setStatus('saving');
        ok = await runOnce();
      } while (ok && again.current && !stopped.current);
      setStatus(ok ? settledStatus() : 'error');
    })().finally(() => {
      running.current = null;
    });
    running.current = run;
    return run;
  }, [runOnce, settledStatus]);

  const update = useCallback(
    (change: (t: PlanTree) => PlanTree): void => {
      if (stopped.current) return;
      const next = change(treeRef.current);
      treeRef.current = next;
      setTree(next);
      setStatus(settledStatus());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void flush();
      }, AUTO_SAVE_DELAY_MS);
    },
    [flush, settledStatus],
  );

  const pending = useCallback(() => {
    const state = pendingState(treeRef.current, saved.current);
    return { dirty: state.dirty || running.current !== null, saveable: state.saveable };
  }, []);

  // Leaving by a way no guard sees (the browser's Back button): what waits for the timer is written now.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );

  return { tree, status, serverErrors, planId, update, flush, pending };
}
