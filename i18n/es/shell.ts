/**
 * Spanish (Spain, tú) texts of the shell itself: sign-in, menu, dashboard, generated forms, and the
 * shared seed keys. Mirrors ../en.shell.ts.
 *
 * Glossary kept across i18n/es/: class = clase; lesson = lección; lesson plan = plan de lección;
 * teacher = docente; student = estudiante; school = centro; organisation = organización;
 * licence = licencia; licensing = asignación de licencia; seat = plaza; trial = prueba;
 * story world = mundo de historias; film = vídeo; collection = colección; favourite = favorito;
 * webinar = seminario web; session = sesión; attendee = asistente; passphrase = frase de acceso;
 * dashboard = panel; tag = etiqueta; curriculum = currículo; email = correo electrónico;
 * get in touch = ponte en contacto con nosotros.
 */
import type { authEn, menuEn, sharedEn, shellEn } from '../en.shell';
import type { Catalogue } from '../types';

export const authEs = {
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Inicia sesión con tu correo electrónico o tu nombre de usuario.',
    identifier: 'Correo electrónico o nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgotPassword: '¿Has olvidado tu contraseña?',
  },
  errors: {
    subscriptionExpired: 'Tu suscripción ha caducado. Ponte en contacto con nosotros para renovarla.',
    incorrectCredentials: 'Correo electrónico, nombre de usuario o contraseña incorrectos.',
    loginNotAllowed: 'Esta cuenta no puede iniciar sesión. Ponte en contacto con el servicio de asistencia.',
    tooManyAttempts: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    checkCorrectly: 'Comprueba tus datos e inténtalo de nuevo.',
  },
  somethingWrong: 'Algo ha fallado. Inténtalo de nuevo.',
} satisfies Catalogue<typeof authEn>;

export const menuEs = {
  label: 'Menú principal',
  dashboard: 'Panel',
  openStudentApp: 'Abrir la app de estudiantes',
  tutorials: 'Tutoriales',
  help: 'Ayuda',
  language: 'Idioma',
  library: 'Biblioteca',
  favourites: 'Favoritos',
  collections: 'Colecciones',
  lessonPlans: 'Planes de lección',
  lessons: 'Lecciones',
  mySchool: 'Mi centro',
  schoolAccount: 'Cuenta del centro',
  whatsNew: 'Novedades',
  myChildren: 'Mis hijos',
  storyWorlds: 'Mundos de historias',
  profile: 'Mi perfil',
  my: { classes: 'Mis clases' },
  disabled: {
    onlySubscribed: 'Disponible con una suscripción. Ponte en contacto con nosotros para suscribirte.',
    schoolRestricted: 'Tu centro no ha activado esta página.',
    needsLicence: 'Se abre con la prueba o la suscripción de tu centro, y tu centro no tiene ninguna en curso.',
  },
} satisfies Catalogue<typeof menuEn>;

export const shellEs = {
  title: 'Education platform',
  loading: 'Cargando…',
  dashboard: {
    trialDaysLeft_one: 'Te queda {{count}} día de prueba',
    trialDaysLeft_other: 'Te quedan {{count}} días de prueba',
  },
  form: {
    newPassword: 'Nueva contraseña',
    newPasswordConfirmation: 'Confirmar la nueva contraseña',
    newPasswordHelp: 'Déjalo en blanco para mantener la contraseña actual.',
    passwordHelp: 'Al menos {{min}} caracteres.',
    currentPasswordHelp: 'Necesaria para cambiar tu propia contraseña.',
    fieldError: '{{field}}: {{message}}',
  },
  field: {
    none: 'Ninguno',
  },
  list: {
    selectRow: 'Seleccionar {{name}}',
  },
  header: {
    environment: 'Entorno {{name}}',
    helpCentre: 'Centro de ayuda',
    menu: 'Menú de la cuenta',
    language: 'Idioma: {{name}}',
  },
  nested: { openList: 'Abrir como página' },
  pages: {
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que buscas no existe o no tienes permiso para abrirla.',
      home: 'Ir al panel',
    },
    accessDenied: { title: 'Acceso denegado' },
    contentLocked: {
      title: 'Este contenido está bloqueado',
      text: 'Este contenido no forma parte de tu licencia. Reserva un seminario web para desbloquearlo o ponte en contacto con nosotros.',
      leaderText: 'Este contenido no forma parte de tu licencia. Reserva una demostración para desbloquearlo en tu centro o ponte en contacto con nosotros.',
      contactText: 'Este contenido no forma parte de tu licencia. Ponte en contacto con nosotros para desbloquearlo.',
      getInTouch: 'Contactar',
      bookWebinar: 'Reservar un seminario web',
      bookDemo: 'Reservar una demostración',
    },
    routeLocked: {
      title: 'Esta página está bloqueada',
      webinar: 'Reserva un seminario web para empezar una prueba gratuita o ponte en contacto con nosotros.',
      demo: 'Reserva una demostración para empezar una prueba en tu centro o ponte en contacto con nosotros.',
      contact: 'Ponte en contacto con nosotros para empezar una prueba o una suscripción.',
    },
  },
  pagination: {
    label: 'Paginación',
    range: '{{from}}-{{to}} de {{total}}',
    rowsPerPage: 'Filas por página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}}',
  },
  toast: {
    // {{name}} is the resource's name (Clase, Usuario…): the wording avoids gender agreement.
    created_one: '{{name}}: se ha creado correctamente',
    created_other: '{{name}}: se han creado {{count}}',
    updated_one: '{{name}}: se ha actualizado correctamente',
    updated_other: '{{name}}: se han actualizado {{count}}',
    deleted_one: '{{name}}: se ha eliminado correctamente',
    deleted_other: '{{name}}: se han eliminado {{count}}',
    close: 'Cerrar',
    activityNotSaved: 'No se ha podido guardar tu actividad.',
  },
  bulkDelete: {
    title: 'Eliminar las filas seleccionadas',
    text_one: '¿Eliminar {{count}} fila? No se puede deshacer.',
    text_other: '¿Eliminar {{count}} filas? No se puede deshacer.',
    skipped_one: '{{count}} fila seleccionada no se puede eliminar y se conservará.',
    skipped_other: '{{count}} filas seleccionadas no se pueden eliminar y se conservarán.',
  },
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
  },
} satisfies Catalogue<typeof shellEn>;

/** Keys the seed's section 8 lists as seen in the original product. */
export const sharedEs = {
  fields: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  actions: {
    yes: 'Sí',
    no: 'No',
    logout: 'Cerrar sesión',
    autoSaveOn: 'Guardado automático activado',
  },
  core: {
    modals: {
      logoutText1: '¿Seguro que quieres cerrar sesión?',
    },
  },
} satisfies Catalogue<typeof sharedEn>;
