/**
 * `React.lazy` for a named export: the screen's module is loaded when it first renders, and the
 * export is picked by name (lazy wants a default one). Several screens may share one loader, so
 * a group of screens a user goes through together is one chunk. Used by the console, the
 * registration app and the student app alike (it imports nothing but React).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
type AnyComponent = ComponentType<any>;

export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
