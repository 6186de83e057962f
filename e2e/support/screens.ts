/**
 * The addresses `preloads.test.ts` opens cold. Each address, and the heading a person sees there once the screen is drawn: the dashboard,
 * every list, every new-record form (a record's form is the same screen by construction: the
 * table's `crud` helper) and the classification wizard. The build's table
 * (`apps/backoffice/build/screens.ts`) names the same screens; its unit test checks that each of
 * them is here.
 */
export const SCREENS: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/administracao/cursos', 'Cursos'],
  ['/admin/administracao/cursos/novo', 'Adicionar Novo Curso'],
  ['/admin/administracao/problemas', 'Problemas'],
  ['/admin/administracao/problemas/novo', 'Adicionar Novo Problema'],
  ['/admin/administracao/questoes', 'Questões'],
  ['/admin/administracao/questoes/novo', 'Detalhe da questão'],
  ['/admin/administracao/questoes/1/classificacoes', 'Classificar questão'],
  ['/admin/administracao/entidades', 'Entidades'],
  ['/admin/administracao/entidades/novo', 'Adicionar Nova Entidade'],
  ['/admin/configuracao/categorias', 'Categorias'],
  ['/admin/configuracao/perfis', 'Perfis de Acesso'],
  ['/admin/configuracao/perfis/novo', 'Adicionar Novo Perfil'],
  ['/admin/configuracao/usuarios', 'Usuários'],
  ['/admin/entidade/turmas', 'Turmas'],
  ['/admin/entidade/turmas/novo', 'Adicionar Nova Turma'],
];
