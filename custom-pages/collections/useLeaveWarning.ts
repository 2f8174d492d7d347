/**
 * Warns before leaving a form with unsaved changes (seed 4: "forms ... may warn on leaving with
 * unsaved changes"). react-admin's `warnWhenUnsavedChanges` needs a data router, which the shell
 * does not use (shell/App.tsx), so this does the same job by hand: closing or reloading the tab
 * asks the browser's own question, and following a link inside the console (the menu, a
 * breadcrumb) asks react-admin's "unsaved changes" question first. Links under `stayPath`
 * (the form's own address) are not leaving.
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

function leavingLink(event: MouseEvent, stayPath: string): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return !url.pathname.startsWith(stayPath);
}

export function useLeaveWarning(dirty: boolean, stayPath: string): void {
  const translate = useTranslate();
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    const click = (event: MouseEvent): void => {
      if (!leavingLink(event, stayPath)) return;
      if (window.confirm(translate('ra.message.unsaved_changes'))) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture on the document runs before the router's own link handler.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, stayPath, translate]);
}
