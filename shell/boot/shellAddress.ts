/**
 * Where the console lives and how it names itself to the API: shared by the light sign-in
 * screen (./) and the full console (App.tsx, ShellAdmin.tsx), so neither loads the other for them.
 */
export const SHELL_BASENAME = '/app';
export const SHELL_LOGIN_PATH = `${SHELL_BASENAME}/login`;
/** Sent as X-Application with every call. */
export const SHELL_APPLICATION = 'shell';
