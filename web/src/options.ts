// Variant options as a form (docs/api.md OptionSpec), and back to the JSON the server takes.
// Only what the person changed is sent: a variant may refuse defaults given together with an
// option that replaces them (Chess960 takes a FEN or a start number, not both).
import type { OptionSpec } from "./types";

export type FormValue = string | boolean;

/** What the form shows for a spec before the person touches it. */
export function initialValue(spec: OptionSpec): FormValue {
  if (spec.type === "boolean") return spec.default === true;
  return spec.default === null || spec.default === undefined ? "" : String(spec.default);
}

/** The options to send, or an error naming the first bad field. */
export function collectOptions(
  specs: OptionSpec[],
  values: Record<string, FormValue>,
): { options: Record<string, unknown> } | { error: string } {
  const options: Record<string, unknown> = {};
  for (const spec of specs) {
    const v = values[spec.name];
    if (v === undefined || v === initialValue(spec)) continue;
    switch (spec.type) {
      case "boolean":
        options[spec.name] = v === true;
        break;
      case "integer": {
        const text = String(v).trim();
        if (text === "") continue;
        if (!/^-?\d+$/.test(text)) return { error: `${spec.name} must be a whole number` };
        const n = Number(text);
        if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max))
          return { error: `${spec.name} must be from ${spec.min} to ${spec.max}` };
        options[spec.name] = n;
        break;
      }
      case "string": {
        const text = String(v).trim();
        if (text !== "") options[spec.name] = text;
        break;
      }
      case "choice":
        options[spec.name] = String(v);
        break;
    }
  }
  return { options };
}
