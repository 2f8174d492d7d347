/** Spanish labels of the contents resource and the content image panel (mirrors ../en.contents.ts). */
import type { contentImageEn, contentsResourceEn, storyWorldsEn } from '../en.contents';
import type { Catalogue } from '../types';

export const contentsResourceEs = {
  name_one: 'Contenido',
  name_other: 'Contenidos',
  fields: {
    name: 'Nombre',
    contentType: 'Tipo',
    state: 'Estado',
    description: 'Descripción',
    keywords: 'Palabras clave',
    subjects: 'Asignaturas',
    ageRanges: 'Franjas de edad',
    durationMinutes: 'Duración (minutos)',
    imageUrl: 'Imagen',
    rating: 'Calificación por edades',
    country: 'País',
    locale: 'Idioma',
    director: 'Dirección',
    producer: 'Producción',
    photographer360: 'Fotografía 360',
    freeAccess: 'Gratis con cualquier licencia',
    mediaUrl: 'Dirección del archivo multimedia',
    captionsUrl: 'Dirección de los subtítulos',
    body: 'Texto',
    viewedCount: 'Visualizaciones',
    subscribedCount: 'Favoritos',
    locked: 'Bloqueado',
    publishedAt: 'Publicado',
    createdAt: 'Creado',
    updatedAt: 'Actualizado',
    storyWorld: 'Mundo de historias',
    storyWorldId: 'Mundo de historias',
    tags: 'Etiquetas',
    tagsIds: 'Etiquetas',
  },
  values: {
    contentType: {
      article: 'Artículo',
      lesson_plan_template: 'Plantilla de plan de lección',
      collection: 'Colección',
      series: 'Serie',
      sound_clip: 'Clip de audio',
      story_world: 'Mundo de historias',
      video: 'Vídeo',
      '360_scene': 'Escena 360',
      '360_video': 'Vídeo 360',
      virtual_reality: 'Realidad virtual',
    },
    state: { draft: 'Borrador', published: 'Publicado', available: 'Disponible', unavailable: 'No disponible' },
    subjects: {
      art: 'Arte',
      citizenship: 'Ciudadanía',
      design: 'Diseño',
      english: 'Lengua inglesa',
      geography: 'Geografía',
      history: 'Historia',
      maths: 'Matemáticas',
      music: 'Música',
      pe: 'Educación física',
      pshe: 'Educación personal, social y para la salud',
      re: 'Religión',
      science: 'Ciencias',
      computing: 'Informática',
    },
    ageRanges: { '5-7': '5-7', '7-11': '7-11', '11-14': '11-14', '14-16': '14-16', '16+': '16+' },
    // British (BBFC) ratings: the codes stay, the words are explained.
    rating: { u: 'U (todos los públicos)', pg: 'PG (se recomienda supervisión adulta)', '12': '12/12A', '15': '15', '18': '18' },
    country: {
      gb: 'Reino Unido', es: 'España', pt: 'Portugal', fi: 'Finlandia', sv: 'Suecia', ru: 'Rusia', hk: 'Hong Kong', in: 'India',
      id: 'Indonesia', my: 'Malasia', sg: 'Singapur', th: 'Tailandia', ae: 'Emiratos Árabes Unidos', us: 'Estados Unidos',
    },
    locale: { en: 'Inglés', fi: 'Finés', es: 'Español', pt: 'Portugués' },
  },
} satisfies Catalogue<typeof contentsResourceEn>;

export const contentImageEs = {
  title: 'Imagen',
  none: 'Aún no hay imagen.',
  choose: 'Sube una imagen JPG o PNG',
  uploaded: 'Imagen subida',
  notSupported: 'Este tipo de archivo no es compatible. Elige una imagen JPG o PNG.',
  alt: 'Imagen de {{name}}',
} satisfies Catalogue<typeof contentImageEn>;

export const storyWorldsEs = {
  title: 'Mundos de historias',
  create: 'Crear mundo de historias',
  itemCount: 'Elementos',
  items: 'Elementos de este mundo de historias',
  addItem: 'Añadir un elemento',
} satisfies Catalogue<typeof storyWorldsEn>;
