/** Finnish pieces every role can meet: the mobile-device suggestion notice. */
import type { homesEn } from '../en.homes';
import type { Catalogue } from '../types';

export const homesFi = {
  mobileNotice: {
    text: 'Tämä näkymä toimii parhaiten isommalla laitteella, kuten tabletilla tai tietokoneella.',
    dismiss: 'Sulje ilmoitus',
  },
} satisfies Catalogue<typeof homesEn>;
