/**
 * Builders of objects whose keys are known per resource (a record's columns, a resource object's
 * attributes). V8 turns an object that is given more than a dozen properties one at a time into a
 * slow dictionary, costly to build and to JSON.stringify; an object literal keeps a fast layout.
 * A page of 100 users with 28 attributes each spent most of its rendering time on this, so the
 * literal is generated once per resource. Keys and source names come from the resource schemas
 * and enter the generated code only as JSON string literals.
 */

export type Convert = (value: unknown) => unknown;

export interface ShapeField {
  /** The key in the built object. */
  key: string;
  /** The key it is read from in the source object. */
  from: string;
  /** Applied to the value read; the value as is when absent. */
  convert?: Convert;
}

export type ShapeBuilder = (source: Readonly<Record<string, unknown>>) => Record<string, unknown>;

export function shapeBuilder(fields: readonly ShapeField[]): ShapeBuilder {
  const converts = fields.map((f) => f.convert);
  const members = fields.map((f, i) => {
    const read = `s[${JSON.stringify(f.from)}]`;
    return `${JSON.stringify(f.key)}: ${f.convert ? `c[${i}](${read})` : read}`;
  });
  return new Function('c', `return function build(s) { return {${members.join(', ')}}; };`)(converts) as ShapeBuilder;
}
