// The browser's side of components the server renders statically and the browser loads each as
// a chunk of its own (React.lazy), fetched ahead of their render when the buyer shows intent.
// A .client module, so the server build (which renders them statically) never sees the dynamic
// imports. Used by the order page's tabs and modals (./orders/order-view-chunks.client).
import { lazy, type ComponentType } from "react";

// Any props here: each view keeps its own props type through V.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = ComponentType<any>;
type Loaders<V> = { [K in keyof V]: () => Promise<V[K]> };

export function lazyViews<V extends { [K in keyof V]: View }>(loaders: Loaders<V>) {
  /** Views whose chunk has arrived (by prefetch or an earlier render). */
  const loaded: Partial<V> = {};

  const load = <K extends keyof V>(key: K) =>
    loaders[key]().then((view) => {
      loaded[key] = view;
      return view;
    });

  /** Fetches a view's chunk ahead of its render; a failure is retried by the render. */
  const prefetch = (key: keyof V) => {
    if (!loaded[key]) load(key).catch(() => undefined);
  };

  const lazyView = <K extends keyof V>(key: K) =>
    lazy(() => {
      const view = loaded[key];
      if (!view) return load(key).then((component) => ({ default: component as View }));
      // Prefetched: a thenable that answers at once, so React renders the view without
      // suspending (a promise would suspend it for a tick and flash the fallback).
      const ready = {
        then: (resolve: (module: { default: View }) => void) => resolve({ default: view as View }),
      };
      return ready as unknown as Promise<{ default: View }>;
    }) as unknown as V[K];

  const views = Object.fromEntries(
    (Object.keys(loaders) as (keyof V)[]).map((key) => [key, lazyView(key)]),
  ) as unknown as V;
  return { views, prefetch };
}
