// A component as the server sends it and as the page's script then hydrates it, for the component
// tests that run in a DOM (`// @vitest-environment happy-dom`, e.g. app/components/ui/Dialog.test.tsx).
import { act, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach } from "vitest";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/** The server's HTML of `element` in the document, no script run yet (what a browser without JavaScript shows). */
export function serverRender(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML in `container`, as the page's script does once it has loaded; `render` again to give new props. */
export async function hydrate(container: HTMLElement, element: ReactElement) {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
    roots.push(root);
  });
  return { render: (next: ReactElement) => act(async () => root!.render(next)) };
}

/** Renders in the browser (already hydrated); `render` again to give new props. */
export async function clientRender(element: ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  const render = (next: ReactElement) => act(async () => root.render(next));
  await render(element);
  return { container, render };
}
