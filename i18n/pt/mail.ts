/** Portuguese texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { Catalogue } from '../types';
import type { mailEn } from '../mail.en';

// {{date}} is day/month/year (03/03/2025); {{time}} in the booking mails is a span with its zone.
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
  teacherInvite: {
    subject: 'A sua conta está pronta: escolha uma palavra-passe',
    body: 'Olá, {{name}},\n\n{{school}} criou-lhe uma conta de professor. Escolha a sua palavra-passe aqui (o link funciona uma vez, durante {{days}} dias):\n{{link}}',
  },
  collectionSubscribed: {
    subject: 'Alguém subscreveu a sua coleção "{{collection}}"',
    body: '{{subscriber}} subscreveu a sua coleção "{{collection}}":\n{{link}}\n\nPode desativar estes emails no seu perfil.',
  },
  collectionUpdated: {
    subject: 'A coleção "{{collection}}" foi atualizada',
    body: 'A coleção "{{collection}}", que subscreve, foi publicada ou os seus itens mudaram:\n{{link}}\n\nPode desativar estes emails no seu perfil.',
  },
  webinarBooked: {
    subject: 'Inscrição confirmada: {{meeting}} a {{date}}',
    body: 'Olá, {{name}},\n\nA sua inscrição no webinar "{{meeting}}" está confirmada.\n\nData: {{date}}\nHora: {{time}}\nAnfitrião: {{host}}\n\nA sua página de acesso (o botão de acesso aparece {{minutes}} minutos antes do início; também pode reagendar ou cancelar a inscrição nessa página):\n{{link}}\n\nAbra o ficheiro em anexo para adicionar o webinar ao seu calendário.',
  },
  webinarCancelled: {
    subject: 'Cancelado: {{meeting}} a {{date}}',
    body: 'Olá, {{name}},\n\nA sua inscrição no webinar "{{meeting}}" de {{date}}, {{time}}, foi cancelada. Abra o ficheiro em anexo para o remover do seu calendário.\n\nPode escolher outro horário aqui:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'Amanhã: {{meeting}} às {{time}}',
    body: 'Olá, {{name}},\n\nLembrete: o webinar "{{meeting}}" começa a {{date}} às {{time}}.\n\nA sua página de acesso (o botão de acesso aparece {{minutes}} minutos antes do início):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Começa dentro de uma hora: {{meeting}}',
    body: 'Olá, {{name}},\n\nO webinar "{{meeting}}" começa às {{time}}. Pode entrar a partir de {{minutes}} minutos antes do início:\n{{link}}',
  },
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Webinar "{{meeting}}". Entre a partir desta página, desde {{minutes}} minutos antes do início:',
  },
} satisfies Catalogue<typeof mailEn>;
