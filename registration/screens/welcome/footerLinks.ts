/**
 * The welcome footer's link columns (information, community, company) and social links, seed
 * section 2.2. Outside addresses live in paths.ts OUTSIDE_LINKS; `route` links stay in the app.
 */
import { OUTSIDE_LINKS, PATHS } from '../../paths';

export interface FooterLink {
  /** Catalogue key under welcome.footer.links. */
  label: string;
  href: string;
  /** A route of this app (client-side navigation) rather than an outside address. */
  route?: boolean;
}

export interface FooterColumn {
  /** Catalogue key under welcome.footer. */
  title: 'information' | 'community' | 'company';
  links: readonly FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'information',
    links: [
      { label: 'signIn', href: PATHS.signIn, route: true },
      { label: 'helpCentre', href: OUTSIDE_LINKS.helpCentre },
      { label: 'privacy', href: OUTSIDE_LINKS.privacyPolicy },
      { label: 'terms', href: OUTSIDE_LINKS.terms },
    ],
  },
  {
    title: 'community',
    links: [
      { label: 'blog', href: OUTSIDE_LINKS.blog },
      { label: 'webinars', href: OUTSIDE_LINKS.webinars },
      { label: 'holidayClubs', href: OUTSIDE_LINKS.holidayClubs },
    ],
  },
  {
    title: 'company',
    links: [
      { label: 'about', href: OUTSIDE_LINKS.about },
      { label: 'careers', href: OUTSIDE_LINKS.careers },
      { label: 'contact', href: OUTSIDE_LINKS.contactForm },
    ],
  },
];

export type SocialNetwork = keyof typeof OUTSIDE_LINKS.social;

export const SOCIAL_NETWORKS = Object.keys(OUTSIDE_LINKS.social) as SocialNetwork[];
