/** Spanish texts of the bulk CSV import dialog and the shared drop-zone keys (mirrors ../en.import.ts). */
import type { csvImportEn, filesEn } from '../en.import';
import type { Catalogue } from '../types';

export const filesEs = {
  dragDropCsv: 'Arrastra y suelta aquí tu archivo CSV',
  or: 'o',
  browseFiles: 'Buscar archivos',
} satisfies Catalogue<typeof filesEn>;

export const csvImportEs = {
  title: 'Importar usuarios desde un archivo CSV',
  openButton: 'Importar CSV',
  role: '¿A quién vas a importar?',
  roles: { admin: 'Administradores', teacher: 'Docentes', student: 'Estudiantes' },
  template: 'Descargar la plantilla de {{role}}',
  headerHint: 'La primera fila debe ser: {{header}}',
  fileLabel: 'Archivo CSV',
  chosenFile: 'Archivo elegido: {{name}}',
  noFile: 'Aún no has elegido ningún archivo.',
  removeFile: 'Quitar el archivo',
  checking: 'Comprobando el archivo…',
  summary_one: '{{count}} fila lista para importar.',
  summary_other: '{{count}} filas listas para importar.',
  problemRows_one: '{{count}} fila tiene un problema.',
  problemRows_other: '{{count}} filas tienen un problema.',
  duplicates_one: 'Se ignorará {{count}} fila duplicada.',
  duplicates_other: 'Se ignorarán {{count}} filas duplicadas.',
  problemsTitle: 'Corrige estos problemas y vuelve a elegir el archivo:',
  onlyProblems: 'Solo las filas con problemas',
  preview: 'Vista previa de las filas',
  columns: { line: 'Fila', status: 'Estado', first_name: 'Nombre', last_name: 'Apellidos', email: 'Correo electrónico', class_name: 'Nombre de la clase' },
  rowOk: 'OK',
  rowProblem: 'Problema',
  uploading: 'Subiendo… {{percent}} %',
  result: {
    title: 'Importación terminada',
    created_one: '{{count}} persona añadida.',
    created_other: '{{count}} personas añadidas.',
    skipped_one: '{{count}} persona ya tenía una cuenta y se ha dejado como estaba.',
    skipped_other: '{{count}} personas ya tenían una cuenta y se han dejado como estaban.',
    duplicates_one: 'Se ha ignorado {{count}} fila repetida del archivo.',
    duplicates_other: 'Se han ignorado {{count}} filas repetidas del archivo.',
    toList: 'Ir a la lista',
  },
  ok: 'Importar',
  cancel: 'Cancelar',
} satisfies Catalogue<typeof csvImportEn>;
