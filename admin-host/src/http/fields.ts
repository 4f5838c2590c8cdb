import { stripControls } from "../../../contract/text.ts";

/** Form and JSON input after parsing: nested objects and arrays of strings (or uploaded files). */
export type FieldValue =
  string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue } | object;
export type Fields = Record<string, FieldValue>;

const forbiddenKeys = new Set(["__proto__", "prototype", "constructor"]);

/** Splits `files[0][name]` into ["files", "0", "name"] and `cart_id[]` into ["cart_id", ""]. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  const path = [match[1], ...rest];
  return path.some((part) => forbiddenKeys.has(part)) || path.length > 5 ? null : path;
}

/**
 * Stores `value` under a bracketed form key the way PHP/Laravel reads it; malformed keys are
 * ignored. Text loses its control characters here (contract/text.ts), for every form and upload.
 */
export function setField(target: Fields, key: string, input: FieldValue): void {
  const value = typeof input === "string" ? stripControls(input) : input;
  const path = keyPath(key);
  if (!path) return;
  let container: Record<string, FieldValue> | FieldValue[] = target;
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    const last = i === path.length - 1;
    const nextIsList = !last && (path[i + 1] === "" || /^\d+$/.test(path[i + 1]));
    if (Array.isArray(container)) {
      const index = part === "" ? container.length : Number(part);
      if (!Number.isInteger(index) || index > 1000) return;
      if (last) container[index] = value;
      else {
        const existing = container[index];
        container = (
          isContainer(existing) ? existing : (container[index] = nextIsList ? [] : {})
        ) as typeof container;
      }
    } else {
      if (last) container[part] = value;
      else {
        const existing = container[part];
        container = (
          isContainer(existing) ? existing : (container[part] = nextIsList ? [] : {})
        ) as typeof container;
      }
    }
  }
}

function isContainer(value: FieldValue | undefined): boolean {
  return typeof value === "object" && value !== null;
}

export function fieldsFromParams(params: URLSearchParams): Fields {
  const fields: Fields = {};
  for (const [key, value] of params) setField(fields, key, value);
  return fields;
}

/** A parsed JSON body with the control characters stripped from every string in it. */
export function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return stripControls(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanJson(item)]));
  return value;
}
