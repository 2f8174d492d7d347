/** The profile's address under the shell (shell/layout/routes.ts has the route), for links to it. */
export const PROFILE_PATH = 'profile';
