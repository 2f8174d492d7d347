/** A create form starts from the kit's declared defaults (e.g. licensing state `trial`, meeting duration 60). */
import type { ResourceDef } from '../../resources/kit';

export function createDefaults(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.attributes)) {
    if (!field.readOnly && field.default !== undefined) values[name] = field.default;
  }
  return values;
}

/** An edit leaves a blank password out of the payload: blank means "keep the current one". */
export function withoutBlankPasswords(def: ResourceDef): (data: Record<string, unknown>) => Record<string, unknown> {
  const passwords = Object.entries(def.attributes)
    .filter(([, f]) => f.kind === 'password')
    .map(([name]) => name);
  return (data) => {
    const out = { ...data };
    for (const name of passwords) {
      const value = out[name];
      if (value === undefined || value === null || value === '') {
        delete out[name];
        delete out[`${name}Confirmation`];
      }
    }
    return out;
  };
}
