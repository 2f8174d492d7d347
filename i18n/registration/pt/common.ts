/** Portuguese (European) texts shared by every registration screen: page titles, buttons, the header. */
import type { Catalogue } from '../../types';
import type { commonEn } from '../en.common';

export const commonPt = {
  // The product's name stays in English (a brand, like in the footer's copyright).
  appName: 'Education platform',
  pageTitle: 'Registo - {{page}}',
  loading: 'A carregar…',
  processing: 'A processar…',
  continue: 'Continuar',
  back: 'Voltar',
  login: 'Iniciar sessão',
  logout: 'Terminar sessão',
  contactUs: 'contacte-nos',
  contactUrl: 'mailto:support@example.com',
  language: 'Idioma',
  fields: {
    showPassword: 'Mostrar palavra-passe',
    hidePassword: 'Ocultar palavra-passe',
  },
  notFound: 'Esta página não existe.',
  progress: {
    label: 'Progresso do registo',
    done: 'Passo {{step}}: concluído',
    active: 'Passo {{step}}: passo atual',
    todo: 'Passo {{step}}: por fazer',
  },
} satisfies Catalogue<typeof commonEn>;
