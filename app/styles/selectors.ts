// How the build's PostCSS plugins read a selector (pico-subset.ts drops the ones no element of the
// shop can match, sheet-split.ts moves the ones only a form page can match): one walk over it
// that says what it asks of an element, which each plugin then judges by its own list.

/** The text of the parenthesis that opens at `open`, and the index after its closing one. */
export function group(selector: string, open: number): [string, number] {
  let depth = 0;
  for (let i = open; i < selector.length; i += 1) {
    if (selector[i] === "(") depth += 1;
    else if (selector[i] === ")" && --depth === 0) return [selector.slice(open + 1, i), i + 1];
  }
  return [selector.slice(open + 1), selector.length];
}

/** A selector list split at its top-level commas. */
export function alternatives(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === "(" || list[i] === "[") depth += 1;
    else if (list[i] === ")" || list[i] === "]") depth -= 1;
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, list.slice(from)];
}

/** What one selector (no top-level comma) asks of the element it matches and those around it. */
export type SelectorParts = {
  /** The selector with each :not/:is/:where/:has/:matches(...) replaced by a space. */
  rest: string;
  /** The element names in `rest`, in lower case. */
  elements: string[];
  /** The class names in `rest`. */
  classes: string[];
  /** The attribute selectors in `rest`: the name, the operator (`=`, `^=`...) and the value unquoted. */
  attributes: { name: string; operator?: string; value?: string }[];
  /**
   * Of each :is/:where/:has/:matches(...), its alternatives as written: one of them is asked for.
   * :not(...) asks for nothing (its element may be anything else).
   */
  choices: string[][];
};

/** Reads a selector once (see `SelectorParts`); the alternatives it gives are read the same way. */
export function selectorParts(selector: string): SelectorParts {
  let rest = "";
  const choices: string[][] = [];
  for (let i = 0; i < selector.length;) {
    const pseudo = /^:(not|is|where|has|matches)\(/.exec(selector.slice(i));
    if (!pseudo) {
      rest += selector[i];
      i += 1;
      continue;
    }
    const [inner, next] = group(selector, i + pseudo[0].length - 1);
    if (pseudo[1] !== "not") choices.push(alternatives(inner));
    rest += " ";
    i = next;
  }
  return {
    rest,
    elements: [...rest.matchAll(/(?:^|[\s>+~])([a-zA-Z][a-zA-Z0-9-]*)/g)].map(([, tag]) => tag.toLowerCase()),
    classes: [...rest.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map(([, name]) => name),
    attributes: [...rest.matchAll(/\[([\w-]+)(?:([~|^$*]?=)([^\]]+))?\]/g)].map(
      ([, name, operator, value]) => ({
        name,
        operator,
        value: value?.replace(/^["']|["']$/g, ""),
      }),
    ),
    choices,
  };
}
