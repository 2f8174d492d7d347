/**
 * The seed's link control (2.6): a route pattern whose `:parameters` are filled from the current
 * route, plus extras given here, so a page under `/meetings/4/attendees` links to
 * `/meetings/:parentId/attendees/new` without knowing its parent. A parameter neither the route
 * nor the extras hold is a programming error, thrown at once rather than linked to `undefined`.
 */
import { useCallback, type ReactElement, type ReactNode } from 'react';
import { generatePath, useParams } from 'react-router-dom';
import { Link, useBasename, type LinkProps } from 'react-admin';

export type RouteParams = Readonly<Record<string, string | number>>;

/** `pattern` with its parameters from `current`, overridden by `extras`. */
export function fillRoute(pattern: string, current: Readonly<Record<string, string | undefined>>, extras: RouteParams = {}): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(current)) if (value !== undefined && name !== '*') values[name] = value;
  for (const [name, value] of Object.entries(extras)) values[name] = String(value);
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) if (name && values[name] === undefined) throw new Error(`route ${pattern}: no value for :${name}`);
  return generatePath(pattern, values);
}

/**
 * `pattern` to fill once per record (a list's rows, a reference's target): each call fills the
 * current route's parameters and that call's extras, under the console's basename.
 */
export function useRouteFiller(pattern: string): (extras?: RouteParams) => string {
  const basename = useBasename();
  const params = useParams();
  // Stable while the route's values are: react-admin re-runs a reference's link effect on a new function.
  const current = JSON.stringify(params);
  return useCallback((extras?: RouteParams) => `${basename}${fillRoute(pattern, JSON.parse(current) as typeof params, extras)}`, [basename, current, pattern]);
}

/** The current route's parameters filled into `pattern`, with `extras`, under the console's basename (`/app`). */
export function useRoutePath(pattern: string, extras?: RouteParams): string {
  return useRouteFiller(pattern)(extras);
}

export interface RouteLinkProps extends Omit<LinkProps, 'to'> {
  /** A console route pattern, `/meetings/:parentId/attendees/:id/edit`. */
  to: string;
  params?: RouteParams;
  children?: ReactNode;
}

/** A link to `to`, its parameters filled (a button takes `useRoutePath` as its `to`). */
export function RouteLink({ to, params, ...rest }: RouteLinkProps): ReactElement {
  return <Link to={useRoutePath(to, params)} {...rest} />;
}
