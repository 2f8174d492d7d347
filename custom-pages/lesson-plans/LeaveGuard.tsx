/**
 * Leaving the editor with unsaved changes (seed 4: forms may warn on leaving with unsaved
 * changes). What can be saved is saved first and the teacher goes on; only changes that cannot
 * be saved yet (a field still needing a fix) ask "Leave this lesson plan?". Closing or reloading
 * the tab gets the browser's own warning (beforeunload).
 *
 * In-app navigation is held by react-router's blocker where the router supports one (a data
 * router); under the shell's BrowserRouter, which has none, by catching clicks on links.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Confirm, useBlocker, useCanBlock } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useEditor } from './EditorContext';

type Leave = (proceed: () => void, stay: () => void) => void;

/** Navigation state of the editor's own move from `new` to the new plan's id: never blocked. */
export const OWN_NAVIGATION = { lessonPlanEditor: true } as const;

const isOwn = (state: unknown): boolean => typeof state === 'object' && state !== null && 'lessonPlanEditor' in state;

function RouterBlock({ leave, shouldBlock }: { leave: Leave; shouldBlock(): boolean }): null {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && !isOwn(nextLocation.state) && shouldBlock());
  useEffect(() => {
    if (blocker.state === 'blocked') leave(() => blocker.proceed?.(), () => blocker.reset?.());
    // The blocker object changes every render; its state is what matters.
  }, [blocker.state]);
  return null;
}

function LinkClickBlock({ leave, shouldBlock }: { leave: Leave; shouldBlock(): boolean }): null {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname || !shouldBlock()) return;
      // Before react-router's own handler (this listens on window, capturing): it sees defaultPrevented.
      event.preventDefault();
      event.stopPropagation();
      leave(
        () => navigate(`${url.pathname}${url.search}${url.hash}`),
        () => undefined,
      );
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [leave, navigate, shouldBlock]);
  return null;
}

export function LeaveGuard(): ReactElement {
  const { pending, flush } = useEditor();
  const canBlock = useCanBlock();
  const [asking, setAsking] = useState<{ proceed(): void; stay(): void } | null>(null);
  const shouldBlock = useCallback(() => pending().dirty, [pending]);

  const leave = useCallback<Leave>(
    (proceed, stay) => {
      void (async () => {
        if (pending().saveable) await flush();
        if (!pending().dirty) proceed();
        else setAsking({ proceed, stay });
      })();
    },
    [flush, pending],
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (!pending().dirty) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);

  return (
    <>
      {canBlock ? <RouterBlock leave={leave} shouldBlock={shouldBlock} /> : <LinkClickBlock leave={leave} shouldBlock={shouldBlock} />}
      <Confirm
        isOpen={asking !== null}
        title="lessonPlansPage.editor.leave.title"
        content="lessonPlansPage.editor.leave.text"
        confirm="lessonPlansPage.editor.leave.leave"
        cancel="lessonPlansPage.editor.leave.stay"
        onConfirm={() => {
          asking?.proceed();
          setAsking(null);
        }}
        onClose={() => {
          asking?.stay();
          setAsking(null);
        }}
      />
    </>
  );
}
