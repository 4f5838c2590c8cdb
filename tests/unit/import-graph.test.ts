// No import circle under app/, type-only imports included: eslint's import-x/no-cycle skips
// `import type`, yet a type circle still ties two modules together (neither can be read, moved
// or split without the other). TypeScript's own scanner lists every specifier of a file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const APP = join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The app file a specifier names, or null for a package or a module outside app/. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null || !base.startsWith(APP)) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** Every file's imports (value, type-only, re-exports, dynamic), as app files. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected parts with more than one module, or a module importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) found.push(part);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through a part's first module, as "a → b → a", for the failure message. */
function circleThrough(part: string[], graph: Map<string, string[]>): string {
  const members = new Set(part);
  const start = part[0];
  const path = [start];
  const seen = new Set([start]);
  const walk = (node: string): boolean => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return true;
      if (!members.has(next) || seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start].map((file) => relative(ROOT, file)).join(" → ");
}

describe("import graph of app/", () => {
  const graph = importGraph(sourceFiles(APP));

  it("reads the imports of every module", () => {
    // A scanner that found nothing would pass the circle check below for the wrong reason.
    expect(graph.size).toBeGreaterThan(300);
    const order = join(APP, "routes/profil.detailtransaksi.tsx");
    expect(graph.get(order)).toContain(join(APP, "features/orders/tab-route.tsx"));
  });

  it("has no circle, type-only imports included", () => {
    const found = circles(graph).map((part) => `${circleThrough(part, graph)} (${part.length} modules)`);
    expect(found, `import circles:\n${found.join("\n")}`).toEqual([]);
  });

  it("finds a circle, and reads type-only imports and re-exports", () => {
    expect(circles(new Map(Object.entries({ a: ["b"], b: ["c"], c: [] })))).toEqual([]);
    const ring = circles(new Map(Object.entries({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] })));
    expect(ring.map((part) => part.sort())).toEqual([["a", "b", "c"]]);
    const { importedFiles } = ts.preProcessFile(
      'import type { X } from "~/b";\nexport type { Y } from "./c";',
    );
    expect(importedFiles.map((file) => file.fileName)).toEqual(["~/b", "./c"]);
  });
});
