/** Portuguese texts of the bulk CSV import dialog and the seed's shared drop-zone keys (`files.*`). */
import type { Catalogue } from '../types';
import type { csvImportEn, filesEn } from '../en.import';

export const filesPt = {
  dragDropCsv: 'Arraste e largue aqui o seu ficheiro CSV',
  or: 'ou',
  browseFiles: 'Procurar ficheiros',
} satisfies Catalogue<typeof filesEn>;

export const csvImportPt = {
  title: 'Importar utilizadores de um ficheiro CSV',
  openButton: 'Importar CSV',
  role: 'Quem está a importar?',
  roles: { admin: 'Administradores', teacher: 'Professores', student: 'Alunos' },
  template: 'Descarregar o modelo de {{role}}',
  headerHint: 'A primeira linha tem de ser: {{header}}',
  fileLabel: 'Ficheiro CSV',
  chosenFile: 'Ficheiro escolhido: {{name}}',
  noFile: 'Ainda não escolheu nenhum ficheiro.',
  removeFile: 'Remover ficheiro',
  checking: 'A verificar o ficheiro…',
  summary_one: '{{count}} linha pronta a importar.',
  summary_other: '{{count}} linhas prontas a importar.',
  problemRows_one: '{{count}} linha tem um problema.',
  problemRows_other: '{{count}} linhas têm um problema.',
  duplicates_one: '{{count}} linha duplicada será ignorada.',
  duplicates_other: '{{count}} linhas duplicadas serão ignoradas.',
  problemsTitle: 'Corrija estes problemas e volte a escolher o ficheiro:',
  onlyProblems: 'Só linhas com problemas',
  preview: 'Pré-visualização das linhas',
  columns: { line: 'Linha', status: 'Estado', first_name: 'Nome próprio', last_name: 'Apelido', email: 'Endereço de email', class_name: 'Nome da turma' },
  rowOk: 'OK',
  rowProblem: 'Problema',
  uploading: 'A carregar… {{percent}}%',
  result: {
    title: 'Importação concluída',
    created_one: '{{count}} pessoa adicionada.',
    created_other: '{{count}} pessoas adicionadas.',
    skipped_one: '{{count}} pessoa já tinha conta e ficou como estava.',
    skipped_other: '{{count}} pessoas já tinham conta e ficaram como estavam.',
    duplicates_one: '{{count}} linha repetida do ficheiro foi ignorada.',
    duplicates_other: '{{count}} linhas repetidas do ficheiro foram ignoradas.',
    toList: 'Ir para a lista',
  },
  ok: 'Importar',
  cancel: 'Cancelar',
} satisfies Catalogue<typeof csvImportEn>;
