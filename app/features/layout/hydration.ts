// Whether the page has hydrated. The root's layout marks it in its first effect, which React runs
// after every child's, so a component hydrating with the page still reads false in its own first
// render and effect, and one first rendered later (a client-side navigation) reads true.
let hydrated = false;

export const markHydrated = () => {
  hydrated = true;
};

export const isHydrated = () => hydrated;
