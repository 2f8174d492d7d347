/**
 * The few keys the light sign-in screen shows (shell/boot/), picked from one language's console
 * modules: the form's texts and failure messages, the blank-field and no-connection errors, the
 * password toggle, the language button and the product name of the tab title. Nothing here is
 * text of its own; the values are the catalogue's.
 */
import type { authEn } from '../en.shell';
import type { MessageTree } from '../types';

type Texts<T> = { [K in keyof T]: string };

/** The parts of a language's catalogue the sign-in screen reads (a complete catalogue has them). */
export interface SignInSources {
  auth: { signIn: Texts<typeof authEn.signIn>; errors: Texts<typeof authEn.errors> };
  errors: { form: { fieldNoBlank: string }; api: { noConnection: string } };
  shared: { fields: { showPassword: string; hidePassword: string } };
  shell: { title: string; header: { language: string } };
}

export function signInSubset({ auth, errors, shared, shell }: SignInSources): MessageTree {
  return {
    auth: { signIn: { ...auth.signIn }, errors: { ...auth.errors } },
    errors: { form: { fieldNoBlank: errors.form.fieldNoBlank }, api: { noConnection: errors.api.noConnection } },
    fields: { showPassword: shared.fields.showPassword, hidePassword: shared.fields.hidePassword },
    shell: { title: shell.title, header: { language: shell.header.language } },
  };
}
