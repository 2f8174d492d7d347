/** Name conversions between the app's camelCase and the wire's snake_case. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
}

export function camelCase(name: string): string {
  return name.replace(/[_-]([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
