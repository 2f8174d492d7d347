/**
 * What every part of the editor shares: the tree and its auto-save, whether it is read-only,
 * which fields were touched (a field shows its error only once touched, seed 5), the names of
 * linked items, and one polite live region for announcements ("Moved Warm-up to position 2").
 */
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { problemsOf, type NodeKind } from './planProblems';
import { desiredActivity, desiredPlan, desiredTask } from './planSync';
import { nodeValues, withNodeValues, type NodeRef, type PlanTree } from './planTree';
import type { AutoSave } from './usePlanAutoSave';

export interface EditorApi extends AutoSave {
  readOnly: boolean;
  isTouched(key: string, field: string): boolean;
  touch(key: string, field: string): void;
  announce(text: string): void;
  /** Names of linked library items and tags, by id, as read with the plan or picked since. */
  names: Readonly<Record<string, string>>;
  rememberName(id: string, name: string): void;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the lesson plan editor');
  return editor;
}

const keyOf = (ref: NodeRef): string => (ref.kind === 'plan' ? 'plan' : ref.key);

/** A node's problems as it would be sent (its position and parent do not matter for them). */
export function nodeProblems(tree: PlanTree, ref: NodeRef): ReturnType<typeof problemsOf> {
  const values = nodeValues(tree, ref) ?? {};
  const kind: NodeKind = ref.kind;
  if (ref.kind === 'plan') return problemsOf(kind, desiredPlan(values));
  if (ref.kind === 'activity') return problemsOf(kind, desiredActivity({ key: ref.key, values, tasks: [] }, 0, '0'));
  return problemsOf(kind, desiredTask({ key: ref.key, values }, 0, '0'));
}

export interface BoundField {
  value: unknown;
  setValue(value: unknown): void;
  /** Leaving the field: it counts as touched and pending edits are written now. */
  onBlur(): void;
  /** The translated message to show, once touched (the server's always). */
  error: string | undefined;
  readOnly: boolean;
  id: string;
}

/** One field of one node, bound to the tree, its auto-save and its messages. */
export function useNodeField(ref: NodeRef, field: string): BoundField {
  const editor = useEditor();
  const translate = useTranslate();
  const key = keyOf(ref);
  const server = editor.serverErrors[key]?.[field];
  const problem = editor.isTouched(key, field) ? nodeProblems(editor.tree, ref)[field] : undefined;
  const error = server ? translate(server, { _: server }) : problem ? translate(problem.key, problem.values ?? {}) : undefined;
  return {
    value: nodeValues(editor.tree, ref)?.[field],
    setValue: (value) => {
      editor.touch(key, field);
      editor.update((tree) => withNodeValues(tree, ref, (v) => ({ ...v, [field]: value })));
    },
    onBlur: () => {
      editor.touch(key, field);
      void editor.flush();
    },
    error,
    readOnly: editor.readOnly,
    id: `lp-${key}-${field}`,
  };
}
