/**
 * The student app in Spanish (Spain). Children read these: short sentences, plain words, tú-forms.
 * Terms as in the other Spanish catalogues: lesson → lección, class → clase, passphrase → frase de acceso.
 */
import type { Catalogue } from '../types';
import type { StudentMessages } from './en';

export const studentEs = {
  app: {
    title: 'Únete a una lección',
    pageTitle: 'Lección - {{page}}',
    loading: 'Cargando…',
    language: 'Idioma',
    signedInAs: 'Has entrado como {{name}}',
    leave: 'Salir de la lección',
    retry: 'Volver a intentarlo',
    offline: 'No tienes conexión. Guardamos tus respuestas y las enviamos cuando vuelva la conexión.',
  },
  join: {
    heading: 'Únete a una lección',
    intro: 'Escribe la frase de acceso que te da tu profe.',
    passphrase: 'Frase de acceso',
    hint: 'Por ejemplo: frog maple 47',
    submit: 'Entrar',
    submitting: 'Entrando…',
    errors: {
      required: 'Escribe la frase de acceso.',
      incorrect: 'La frase de acceso no es correcta',
      invalid: 'La frase de acceso no vale',
      tooManyAttempts: 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
      noConnection: 'No hay internet. Revisa la conexión y vuelve a intentarlo.',
      failed: 'Algo ha salido mal. Vuelve a intentarlo.',
    },
  },
  who: {
    heading: '¿Quién eres?',
    pickName: 'Elige tu nombre',
    lessonName: 'Lección: {{name}}',
    className: 'Clase: {{name}}',
    displayName: 'Tu nombre',
    displayNameHint: 'El nombre que verá tu profe',
    submit: 'Empezar',
    back: 'Atrás',
    noStudents: 'Todavía no hay nadie en esta clase. Pregunta a tu profe.',
    taken: 'Ocupado en otro dispositivo',
    errors: {
      required: 'Escribe tu nombre.',
      tooLong: 'Usa {{max}} letras como máximo.',
      notInClass: 'Este nombre no puede entrar en esta lección. Pregunta a tu profe.',
      taken: 'Este nombre ya se está usando en otro dispositivo. Pide a tu docente que lo libere.',
      failed: 'Algo ha salido mal. Vuelve a intentarlo.',
    },
  },
  lesson: {
    stepOf: 'Paso {{current}} de {{total}}',
    followTeacher: 'Tu profe elige lo que ves.',
    previous: 'Anterior',
    next: 'Siguiente',
    activity: 'Actividad',
    task: 'Tarea',
    empty: 'Esta lección todavía no tiene nada que mostrar.',
    loadFailed: 'No se ha podido cargar la lección.',
    live: { connecting: 'Conectando…', live: 'En directo', polling: 'Buscando cambios', closed: 'Sin conexión' },
  },
  ended: {
    heading: 'Esta lección ha terminado',
    text: 'Gracias por participar.',
    restarted: 'Tu profe ha empezado la lección otra vez. Entra con la nueva frase de acceso.',
    joinAnother: 'Entrar en otra lección',
  },
  answer: {
    yourAnswer: 'Tu respuesta',
    chooseOne: 'Elige una respuesta',
    chooseMany: 'Elige una o más respuestas',
    rating: 'Tu puntuación',
    stars_one: '{{count}} estrella',
    stars_other: '{{count}} estrellas',
    text: 'Escribe tu respuesta',
    characters: '{{count}} de {{max}} caracteres',
    save: 'Enviar respuesta',
    update: 'Cambiar respuesta',
    saved: 'Guardada',
    pending: 'Esperando para enviar',
    sending: 'Enviando…',
    failed: 'No se ha guardado: {{message}}',
    empty: 'Primero escribe o elige una respuesta.',
  },
} satisfies Catalogue<StudentMessages>;
