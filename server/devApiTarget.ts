/**
 * Where `npm run dev`'s Vite servers (vite.config.ts, registration/ and student/vite.config.ts)
 * send the apps' API calls: the API server on PORT, read as server/config.ts reads it, so the
 * apps follow the API to another port.
 */
export const DEFAULT_PORT = 3000;

export function devApiTarget(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${Number(env.PORT ?? DEFAULT_PORT)}`;
}
