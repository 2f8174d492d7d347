/** Portuguese labels of the contents resource (content and story worlds) and the content image panel. */
import type { Catalogue } from '../types';
import type { contentImageEn, contentsResourceEn, storyWorldsEn } from '../en.contents';

export const contentsResourcePt = {
  name_one: 'Conteúdo',
  name_other: 'Conteúdos',
  fields: {
    name: 'Nome',
    contentType: 'Tipo',
    state: 'Estado',
    description: 'Descrição',
    keywords: 'Palavras-chave',
    subjects: 'Disciplinas',
    ageRanges: 'Faixas etárias',
    durationMinutes: 'Duração (minutos)',
    imageUrl: 'Imagem',
    rating: 'Classificação etária',
    country: 'País',
    locale: 'Idioma',
    director: 'Realização',
    producer: 'Produção',
    photographer360: 'Fotografia 360',
    freeAccess: 'Gratuito para todas as licenças',
    mediaUrl: 'Endereço do ficheiro multimédia',
    captionsUrl: 'Endereço das legendas',
    body: 'Texto',
    viewedCount: 'Visualizações',
    subscribedCount: 'Favoritos',
    locked: 'Bloqueado',
    publishedAt: 'Publicado',
    createdAt: 'Criado',
    updatedAt: 'Atualizado',
    storyWorld: 'Mundo de histórias',
    storyWorldId: 'Mundo de histórias',
    tags: 'Etiquetas',
    tagsIds: 'Etiquetas',
  },
  values: {
    contentType: {
      article: 'Artigo',
      lesson_plan_template: 'Modelo de plano de aula',
      collection: 'Coleção',
      series: 'Série',
      sound_clip: 'Clip de som',
      story_world: 'Mundo de histórias',
      video: 'Filme',
      '360_scene': 'Cena 360',
      '360_video': 'Filme 360',
      virtual_reality: 'Realidade virtual',
    },
    state: { draft: 'Rascunho', published: 'Publicado', available: 'Disponível', unavailable: 'Indisponível' },
    subjects: {
      art: 'Artes',
      citizenship: 'Cidadania',
      design: 'Design e Tecnologia',
      english: 'Inglês',
      geography: 'Geografia',
      history: 'História',
      maths: 'Matemática',
      music: 'Música',
      pe: 'Educação Física',
      pshe: 'Desenvolvimento Pessoal e Social',
      re: 'Educação Religiosa',
      science: 'Ciências',
      computing: 'Informática',
    },
    ageRanges: { '5-7': '5-7', '7-11': '7-11', '11-14': '11-14', '14-16': '14-16', '16+': '16+' },
    // The British (BBFC) classifications keep their letters; only the explanations are translated.
    rating: { u: 'U (para todos)', pg: 'PG (acompanhamento parental)', '12': '12/12A', '15': '15', '18': '18' },
    country: {
      gb: 'Reino Unido', es: 'Espanha', pt: 'Portugal', fi: 'Finlândia', sv: 'Suécia', ru: 'Rússia', hk: 'Hong Kong', in: 'Índia',
      id: 'Indonésia', my: 'Malásia', sg: 'Singapura', th: 'Tailândia', ae: 'Emirados Árabes Unidos', us: 'Estados Unidos',
    },
    locale: { en: 'Inglês', fi: 'Finlandês', es: 'Espanhol', pt: 'Português' },
  },
} satisfies Catalogue<typeof contentsResourceEn>;

export const contentImagePt = {
  title: 'Imagem',
  none: 'Ainda não há imagem.',
  choose: 'Carregar uma imagem JPG ou PNG',
  uploaded: 'Imagem carregada',
  notSupported: 'Este tipo de ficheiro não é suportado. Escolha uma imagem JPG ou PNG.',
  alt: 'Imagem de {{name}}',
} satisfies Catalogue<typeof contentImageEn>;

export const storyWorldsPt = {
  title: 'Mundos de histórias',
  create: 'Criar mundo de histórias',
  itemCount: 'Itens',
  items: 'Itens deste mundo de histórias',
  addItem: 'Adicionar um item',
} satisfies Catalogue<typeof storyWorldsEn>;
