/** Spanish texts for parents and their children (mirrors ../en.family.ts). The child's home is read by children: short, plain words. */
import type { familyEn } from '../en.family';
import type { Catalogue } from '../types';

export const familyEs = {
  children: {
    intro: 'Añade una cuenta para cada hijo. Tu hijo inicia sesión con su nombre de usuario y su contraseña.',
    count: '{{n}} de {{max}} hijos',
    add: 'Añadir un hijo',
    atLimit: 'Solo se pueden añadir {{number}} hijos.',
    empty: 'Aún no has añadido ningún hijo.',
    loadFailed: 'No se han podido cargar tus hijos.',
    edit: 'Editar a {{name}}',
    remove: 'Quitar a {{name}}',
    username: 'Nombre de usuario: {{username}}',
    age: 'Edad: {{age}}',
    nickname: 'Apodo: {{nickname}}',
  },
  form: {
    addTitle: 'Añadir un hijo',
    editTitle: 'Editar a {{name}}',
    cancel: 'Cancelar',
    added: 'Se ha añadido a {{name}}.',
    saved: 'Cambios guardados.',
  },
  remove: {
    title: '¿Quitar a {{name}}?',
    text: '{{name}} ya no podrá iniciar sesión. Sus favoritos y retos se quedan en la cuenta.',
    confirm: 'Quitar',
    cancel: 'Cancelar',
    removed: 'Se ha quitado a {{name}}.',
  },
  quests: {
    heading: 'Retos',
    summary: '{{achieved}} de {{total}} retos completados',
    progress: '{{progress}} de {{goal}}',
    achieved: 'Completado',
    loadFailed: 'No se han podido cargar los retos.',
    exploreStoryWorlds: 'Explora {{goal}} mundos de historias',
    watchFilms: 'Mira {{goal}} vídeos',
    saveFavourites: 'Guarda {{goal}} favoritos',
    viewItems: 'Abre {{goal}} cosas de la biblioteca',
  },
  parentHome: {
    greeting: 'Te damos la bienvenida, {{name}}',
    childrenHeading: 'Tus hijos',
    noChildren: 'Añade a tu primer hijo para que tenga su propio acceso y sus retos.',
    manage: 'Gestionar mis hijos',
    helpHeading: '¿Necesitas ayuda?',
    helpText: 'En el centro de ayuda encontrarás guías y respuestas para familias.',
    help: 'Abrir el centro de ayuda',
  },
  childHome: {
    greeting: '¡Hola, {{name}}!',
    intro: '¿Qué quieres explorar hoy?',
    storyWorlds: 'Mundos de historias',
    films: 'Vídeos',
    nothingOpen: 'Aquí todavía no hay nada.',
    favourites: 'Mis favoritos',
    noFavourites: 'Toca el corazón de lo que te guste para guardarlo aquí.',
    seeFavourites: 'Ver todos mis favoritos',
    loadFailed: 'No se ha podido cargar.',
  },
} satisfies Catalogue<typeof familyEn>;
