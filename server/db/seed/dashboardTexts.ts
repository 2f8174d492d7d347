/**
 * The demo's teacher dashboard configuration and Hillcrest's own texts in each language the
 * console offers, so a teacher reading the console in Finnish, Portuguese or Spanish meets the
 * configured welcome and links in that language too (the server falls back to English only for a
 * language without a configuration). Written as a dashboard admin would write them; the links
 * are the same in every language.
 */
import { TEACHER_DASHBOARD_ITEMS } from '../../../domain/dashboards';

type Links = [label: string, url: string][];
const lines = (links: Links): string => links.map(([label, url]) => `${label} | ${url}`).join('\n');

interface DashboardTexts {
  welcomeTitle: string;
  welcomeBody: string;
  quickLinks: [library: string, lessonPlans: string, profile: string];
  caseStudies: [hillcrest: string, reefScience: string];
  additionalResources: [guide: string, favourites: string, whatsNew: string];
}

const TEXTS: Record<'en' | 'fi' | 'pt' | 'es', DashboardTexts> = {
  en: {
    welcomeTitle: 'Welcome to your classroom of stories',
    welcomeBody:
      'Start with a story world, save what you like to a collection, and teach a lesson with your class. Your journey below counts what you have done over the past 30 days.',
    quickLinks: ['Browse the library', 'Lesson plans', 'Your profile'],
    caseStudies: ['How Hillcrest teaches geography with story worlds', 'A term of reef science in Year 3'],
    additionalResources: ['Getting started guide', 'Your favourites', "What's new"],
  },
  fi: {
    welcomeTitle: 'Tervetuloa tarinoiden luokkahuoneeseen',
    welcomeBody:
      'Aloita tarinamaailmasta, tallenna mieluisat sisällöt kokoelmaan ja pidä oppitunti luokkasi kanssa. Alla oleva polkusi kertoo, mitä olet tehnyt viimeisten 30 päivän aikana.',
    quickLinks: ['Selaa kirjastoa', 'Tuntisuunnitelmat', 'Oma profiili'],
    caseStudies: ['Näin Hillcrest opettaa maantietoa tarinamaailmojen avulla', 'Lukukausi koralliriuttojen tiedettä kolmosluokalla'],
    additionalResources: ['Aloitusopas', 'Omat suosikit', 'Uutta palvelussa'],
  },
  pt: {
    welcomeTitle: 'Bem-vindo à sua sala de aula de histórias',
    welcomeBody:
      'Comece por um mundo de histórias, guarde o que gostar numa coleção e dê uma aula à sua turma. O seu percurso, mais abaixo, conta o que fez nos últimos 30 dias.',
    quickLinks: ['Explorar a biblioteca', 'Planos de aula', 'O meu perfil'],
    caseStudies: ['Como a Hillcrest ensina geografia com mundos de histórias', 'Um período de ciência dos recifes no 3.º ano'],
    additionalResources: ['Guia de introdução', 'Os meus favoritos', 'Novidades'],
  },
  es: {
    welcomeTitle: 'Bienvenido a tu aula de historias',
    welcomeBody:
      'Empieza por un mundo de historias, guarda lo que te guste en una colección e imparte una lección con tu clase. Tu recorrido, más abajo, cuenta lo que has hecho en los últimos 30 días.',
    quickLinks: ['Explorar la biblioteca', 'Planes de lección', 'Mi perfil'],
    caseStudies: ['Cómo enseña Hillcrest geografía con mundos de historias', 'Un trimestre de ciencias de los arrecifes en 3.º de primaria'],
    additionalResources: ['Guía de primeros pasos', 'Mis favoritos', 'Novedades'],
  },
};

const QUICK_LINK_URLS = ['/app/library', '/app/lesson-plans', '/app/profile'] as const;
const CASE_STUDY_URLS = ['https://example.org/case-studies/hillcrest', 'https://example.org/case-studies/reef-science'] as const;
const RESOURCE_URLS = ['https://example.org/guides/getting-started', '/app/favourites', '/app/whats-new'] as const;

const withUrls = (labels: readonly string[], urls: readonly string[]): string => lines(labels.map((label, i) => [label, urls[i]!]));

/** One dashboard_configs row per language, keyed by its locale. */
export const DASHBOARD_CONFIGS = Object.entries(TEXTS).map(([locale, t]) => ({
  locale,
  items: [...TEACHER_DASHBOARD_ITEMS],
  welcomeTitle: t.welcomeTitle,
  welcomeBody: t.welcomeBody,
  quickLinks: withUrls(t.quickLinks, QUICK_LINK_URLS),
  caseStudies: withUrls(t.caseStudies, CASE_STUDY_URLS),
  additionalResources: withUrls(t.additionalResources, RESOURCE_URLS),
}));

/** Hillcrest's welcome message and links, per language. */
export const SCHOOL_WELCOME: Record<string, string> = {
  en: 'Welcome to Hillcrest! Share the lessons that worked with your department.',
  fi: 'Tervetuloa Hillcrestiin! Jaa toimiviksi havaitut oppitunnit oman aineryhmäsi kanssa.',
  pt: 'Bem-vindo à Hillcrest! Partilhe com o seu departamento as aulas que resultaram.',
  es: '¡Bienvenido a Hillcrest! Comparte con tu departamento las lecciones que han funcionado.',
};
const HANDBOOK_URL = 'https://example.org/hillcrest/handbook';
export const SCHOOL_LINKS: Record<string, string> = {
  en: lines([['Hillcrest staff handbook', HANDBOOK_URL]]),
  fi: lines([['Hillcrestin henkilöstöopas', HANDBOOK_URL]]),
  pt: lines([['Manual do pessoal da Hillcrest', HANDBOOK_URL]]),
  es: lines([['Manual del personal de Hillcrest', HANDBOOK_URL]]),
};
