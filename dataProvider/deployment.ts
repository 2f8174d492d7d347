/**
 * The deployment every call names in its headers (seed section 7: environment, deployment and
 * deployment branch). One build runs in every environment, so the server writes the environment's
 * name into the page it serves (`server/static.ts`); under Vite's dev server and in tests, Vite's
 * mode names it. The deployment and its branch are fixed at build time (`VITE_DEPLOYMENT`,
 * `VITE_DEPLOYMENT_BRANCH`), `local` when the build was not made by a deployment.
 */
export const ENVIRONMENT_PLACEHOLDER = '__APP_ENVIRONMENT__';

export function currentEnvironment(): string {
  const served = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-environment"]')?.getAttribute('content');
  return served && served !== ENVIRONMENT_PLACEHOLDER ? served : import.meta.env.MODE;
}

export function deploymentHeaders(): Record<string, string> {
  const env = import.meta.env as Record<string, string | undefined>;
  return {
    'X-Environment': currentEnvironment(),
    'X-Deployment': env.VITE_DEPLOYMENT ?? 'local',
    'X-Deployment-Branch': env.VITE_DEPLOYMENT_BRANCH ?? 'local',
  };
}
