/** Loads another app of the site (the shell) in place of this one; a module of its own so tests can stand in for it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
