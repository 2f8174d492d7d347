/** Spanish texts every role can meet: the mobile-device suggestion notice (mirrors ../en.homes.ts). */
import type { homesEn } from '../en.homes';
import type { Catalogue } from '../types';

export const homesEs = {
  mobileNotice: {
    text: 'Esta pantalla funciona mejor en un dispositivo más grande, como una tableta o un ordenador.',
    dismiss: 'Cerrar este aviso',
  },
} satisfies Catalogue<typeof homesEn>;
