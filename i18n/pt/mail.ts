/** Portuguese texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { PartialCatalogue } from '../types';
import type { mailEn } from '../mail';

export const mailPt = {
  passwordReset: {
    subject: 'Redefina a sua palavra-passe',
    body: 'Escolha uma nova palavra-passe aqui (o link funciona uma vez, durante {{minutes}} minutos):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Confirme o seu endereço de email',
    body: 'Bem-vindo! Confirme o seu endereço de email aqui:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} convidou-o para um webinar',
    body: '{{inviter}} convidou-o para o webinar "{{meeting}}".\nAceite o convite aqui:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;
