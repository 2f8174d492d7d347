/** Portuguese (European) texts of the welcome page (hero, email capture, statistics, FAQ, footer). */
import type { Catalogue } from '../../types';
import type { welcomeEn } from '../en.welcome';

export const welcomePt = {
  pageTitle: 'Boas-vindas',
  capture: {
    formLabel: 'Comece o seu período experimental gratuito',
    label: 'Email profissional',
    placeholder: 'nome@escola.pt',
    submit: 'Experimentar gratuitamente',
    footerTitle: 'Quer experimentar com a sua turma?',
    footerIntro: 'Introduza o seu email profissional para começar o período experimental gratuito de 14 dias.',
    parent: {
      question: 'É encarregado de educação?',
      text: 'Organize a aprendizagem em casa com qualquer endereço de email.',
      action: 'Registar como encarregado de educação',
    },
    personal: {
      title: '{{email}} é um endereço de email pessoal.',
      parent: 'Os encarregados de educação podem registar-se com ele.',
      action: 'Continuar como encarregado de educação',
      school: 'Vai registar uma escola? Utilize o endereço de email da sua organização.',
    },
  },
  statisticsLabel: 'Em números',
  featuresLabel: 'O que inclui',
  fallback: {
    title: 'Histórias que dão vida a todas as aulas',
    subHead: 'Mundos de histórias, filmes, cenas 360 e planos de aula prontos a usar na sua turma. Comece um período experimental gratuito de 14 dias com o seu email profissional.',
    faqTitle: 'Perguntas frequentes',
    statistics: {
      storyWorlds: { value: '40+', title: 'mundos de histórias para explorar' },
      fullAccess: { value: '30 dias', title: 'de acesso total depois de um webinar gratuito' },
      // Written without a space before % as is usual in Portuguese product copy.
      rating: { value: '90%', title: 'dos participantes consideram o webinar útil' },
    },
    features: {
      devices: { title: 'Ensine à frente da turma ou em cada dispositivo', text: 'Mostre um mundo de histórias a toda a turma ou deixe os alunos entrar numa aula nos seus próprios dispositivos com uma frase-passe.' },
      lessonPlans: { title: 'Planos de aula prontos a usar', text: 'Parta de planos de aula já feitos, adapte-os e partilhe-os com os seus colegas.' },
    },
  },
  footer: {
    label: 'Links do site',
    information: 'Informação',
    community: 'Comunidade',
    company: 'Empresa',
    social: 'Siga-nos',
    links: {
      signIn: 'Iniciar sessão',
      privacy: 'Política de privacidade',
      terms: 'Termos de utilização',
      helpCentre: 'Centro de ajuda',
      blog: 'Blogue',
      webinars: 'Webinars gratuitos',
      holidayClubs: 'Campos de férias',
      about: 'Sobre nós',
      careers: 'Carreiras',
      contact: 'Contactos',
    },
    // Network names are brands.
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (antigo Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (abre num novo separador)',
    copyright: '© {{year}} Education platform',
  },
} satisfies Catalogue<typeof welcomeEn>;
