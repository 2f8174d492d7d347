/** Russian: nearly empty, as in the original product (seed section 1). Not offered by the shell. */
import type { AppMessages } from './en';
import type { PartialCatalogue } from './types';

export const ru = {
  actions: { yes: 'Да', no: 'Нет' },
  auth: { signIn: { password: 'Пароль' } },
} as const satisfies PartialCatalogue<AppMessages>;
