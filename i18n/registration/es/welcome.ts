/** Spanish (Spain) texts of the welcome page; `fallback` is shown when the site copy does not answer. */
import type { welcomeEn } from '../en.welcome';
import type { Catalogue } from '../../types';

export const welcomeEs = {
  pageTitle: 'Bienvenida',
  capture: {
    formLabel: 'Empieza tu prueba gratuita',
    label: 'Correo electrónico profesional',
    placeholder: 'nombre@colegio.es',
    submit: 'Empezar la prueba gratuita',
    footerTitle: '¿Quieres probarlo con tu clase?',
    footerIntro: 'Introduce tu correo electrónico profesional y empieza tu prueba gratuita de 14 días.',
    parent: {
      question: '¿Eres madre, padre o tutor?',
      text: 'Organiza el aprendizaje en casa con cualquier dirección de correo electrónico.',
      action: 'Registrarme como familia',
    },
    personal: {
      title: '{{email}} es una dirección de correo electrónico personal.',
      parent: 'Las familias pueden registrarse con ella.',
      action: 'Continuar como familia',
      school: '¿Te registras para un centro educativo? Usa la dirección de correo electrónico de tu organización.',
    },
  },
  statisticsLabel: 'En cifras',
  featuresLabel: 'Qué incluye',
  fallback: {
    title: 'Historias que dan vida a cada clase',
    subHead: 'Mundos de historias, vídeos, escenas 360 y planes de lección listos para usar en tu aula. Empieza una prueba gratuita de 14 días con tu correo electrónico profesional.',
    faqTitle: 'Preguntas frecuentes',
    statistics: {
      storyWorlds: { value: '40+', title: 'mundos de historias por descubrir' },
      fullAccess: { value: '30 días', title: 'de acceso completo tras un seminario web gratuito' },
      rating: { value: '90 %', title: 'de los participantes en el seminario web lo valoran como útil' },
    },
    features: {
      devices: { title: 'Da clase proyectando en el aula o en cada dispositivo', text: 'Muestra un mundo de historias a toda la clase o deja que los estudiantes se unan a una lección desde sus propios dispositivos con una frase de acceso.' },
      lessonPlans: { title: 'Planes de lección listos para usar', text: 'Parte de planes de lección ya preparados, adáptalos y compártelos con tus compañeros.' },
    },
  },
  footer: {
    label: 'Enlaces del sitio',
    information: 'Información',
    community: 'Comunidad',
    company: 'Empresa',
    social: 'Síguenos',
    links: {
      signIn: 'Iniciar sesión',
      privacy: 'Política de privacidad',
      terms: 'Condiciones de uso',
      helpCentre: 'Centro de ayuda',
      blog: 'Nuestro blog',
      webinars: 'Seminarios web gratuitos',
      holidayClubs: 'Campamentos de vacaciones',
      about: 'Quiénes somos',
      careers: 'Empleo',
      contact: 'Contacto',
    },
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (antes Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (se abre en una pestaña nueva)',
    copyright: '© {{year}} Education platform. Todos los derechos reservados.',
  },
} satisfies Catalogue<typeof welcomeEn>;
