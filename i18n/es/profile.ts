/** Spanish texts of every signed-in person's profile (mirrors ../en.profile.ts). */
import type { profileEn } from '../en.profile';
import type { Catalogue } from '../types';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

export const profileEs = {
  account: 'Mi perfil: {{name}}',
  loadFailed: 'No se ha podido cargar tu perfil. Inténtalo de nuevo.',
  save: 'Guardar',
  saved: 'Perfil guardado',
  nothingChanged: 'No hay nada que guardar: no ha cambiado ningún campo.',
  details: { title: 'Datos' },
  notifications: {
    title: 'Notificaciones por correo electrónico',
    intro: 'Elige qué correos te enviamos.',
    saved: 'Preferencias de correo guardadas',
  },
  photo: {
    title: 'Foto',
    current: 'Tu foto',
    initials: 'Tus iniciales, que se muestran mientras no tengas foto',
    none: 'Aún no tienes foto: se muestran tus iniciales. Elige o arrastra una imagen JPG o PNG de {{size}} MB como máximo.',
    hint: 'Elige o arrastra una imagen JPG o PNG de {{size}} MB como máximo para sustituirla.',
    choose: 'Subir una foto',
    remove: 'Quitar la foto',
    uploading: 'Subiendo: {{percent}} %',
    uploaded: 'Foto subida',
    removed: 'Foto quitada',
    notSupported: 'Este tipo de archivo no es compatible. Elige una imagen JPG o PNG.',
    tooLarge: 'Esta imagen es demasiado grande. Elige una de {{size}} MB como máximo.',
  },
  language: {
    title: 'Idioma',
    intro: 'El idioma de la interfaz, que se guarda en tu perfil para tu próxima visita.',
    saved: 'Idioma guardado',
  },
  password: {
    title: 'Cambiar la contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar la nueva contraseña',
    submit: 'Cambiar la contraseña',
    changed: 'Contraseña cambiada',
  },
  achievements: {
    title: 'Logros',
    failed: 'No se han podido cargar tus logros. Inténtalo de nuevo más tarde.',
    empty: 'Aún no tienes logros.',
    progress: '{{progress}} de {{goal}}',
    achieved: 'Conseguido',
    first_lesson: 'Imparte tu primera lección',
    ten_lessons: 'Imparte {{goal}} lecciones',
    hundred_students: 'Llega a {{goal}} estudiantes',
    first_collection: 'Crea tu primera colección',
    explorer: 'Abre {{goal}} elementos de la biblioteca',
    collector: 'Añade {{goal}} favoritos',
  },
  /** Languages a person speaks, each named in its own language. */
  languageNames: OWN_LANGUAGE_NAMES,
} satisfies Catalogue<typeof profileEn>;
