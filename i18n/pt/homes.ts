/** Portuguese texts every role can meet: the mobile-device notice. */
import type { Catalogue } from '../types';
import type { homesEn } from '../en.homes';

export const homesPt = {
  mobileNotice: {
    text: 'Este ecrã funciona melhor num dispositivo maior, como um tablet ou um computador.',
    dismiss: 'Fechar este aviso',
  },
} satisfies Catalogue<typeof homesEn>;
