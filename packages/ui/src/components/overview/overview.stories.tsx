import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BookOpen,
  Building2,
  CalendarDays,
  CircleHelp,
  FolderTree,
  LayoutDashboard,
  ListChecks,
  Pencil,
  Plus,
  Puzzle,
  ShieldCheck,
  Trash2,
  Users,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell, type MenuSection } from '../app-shell/app-shell';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { ErrorAlert } from '../error-alert/error-alert';
import { PageHeader } from '../page-header/page-header';
import { PagedTable, type PagedTableColumn } from '../paged-table/paged-table';
import { ProgressBar } from '../progress-bar/progress-bar';
import { RadioGroupField } from '../radio-group-field/radio-group-field';
import { RefineDrawer } from '../refine-drawer/refine-drawer';
import { SearchBox } from '../search-box/search-box';
import { SelectField } from '../select-field/select-field';
import { Tabs } from '../tabs/tabs';
import { Tag } from '../tag/tag';
import { TextField } from '../text-field/text-field';

/**
 * The kit at a glance, drawn as the app draws it: the question list (§2.7) with the app's menu
 * and icons, the course form's tabs and basic fields (§2.5) and a class card (§2.14). Not an
 * export: a story only. It must not show what the app does not (a designer reviews against it).
 */
function Overview() {
  const [page, setPage] = useState(1);
  const [situacao, setSituacao] = useState('');
  const sections: MenuSection[] = [
    {
      title: null,
      entries: [{ key: 'd', label: 'Dashboard', href: '/admin/dashboard', icon: <LayoutDashboard /> }],
    },
    {
      title: 'Administração',
      entries: [
        { key: 'c', label: 'Cursos', href: '/admin/administracao/cursos', icon: <BookOpen /> },
        { key: 't', label: 'Turmas', href: '/admin/entidade/turmas', icon: <UsersRound /> },
        { key: 'p', label: 'Problemas', href: '/admin/administracao/problemas', icon: <Puzzle /> },
        { key: 'q', label: 'Questões', href: '/admin/administracao/questoes', icon: <CircleHelp /> },
        { key: 'e', label: 'Entidade', href: '/admin/administracao/entidades', icon: <Building2 /> },
      ],
    },
    {
      title: 'Configurações',
      entries: [
        { key: 'pf', label: 'Perfis de Acesso', href: '/admin/configuracao/perfis', icon: <ShieldCheck /> },
        { key: 'u', label: 'Usuários', href: '/admin/configuracao/usuarios', icon: <Users /> },
        { key: 'ct', label: 'Categorias', href: '/admin/configuracao/categorias', icon: <FolderTree /> },
      ],
    },
  ];
  type Q = {
    id: number;
    titulo: string;
    cursos: number;
    situacao: 'Classificada' | 'Incompleta' | 'Sem Classificação';
  };
  const rows: Q[] = Array.from({ length: 8 }, (_, i) => ({
    id: 120 + i,
    titulo: [
      'Qual a função do altímetro?',
      'Defina ângulo de ataque crítico',
      'Fraseologia padrão na aproximação',
      'Efeito solo na decolagem',
      'Cálculo de consumo de combustível',
      'Leitura de METAR e TAF',
      'Sinais luminosos da torre',
      'Limites de vento de través',
    ][i]!,
    cursos: (i % 3) + 1,
    situacao: (['Classificada', 'Incompleta', 'Sem Classificação'] as const)[i % 3]!,
  }));
  const tone = { Classificada: 'success', Incompleta: 'warning', 'Sem Classificação': 'neutral' } as const;
  const columns: PagedTableColumn<Q>[] = [
    {
      id: 'questao',
      header: 'Questão',
      cell: (q) => (
        <div className="flex min-w-0 flex-col gap-1.5">
          <span className="font-medium text-accent">{q.titulo}</span>
          <span className="flex flex-wrap gap-1">
            <Badge>Cursos {q.cursos}</Badge>
            <Badge>Módulos {q.cursos + 1}</Badge>
            <Badge>Assuntos {q.cursos + 2}</Badge>
          </span>
        </div>
      ),
    },
    {
      id: 'situacao',
      header: 'Situação',
      cell: (q) => <Tag tone={tone[q.situacao]}>{q.situacao}</Tag>,
      width: '11rem',
    },
    {
      id: 'classificar',
      header: <span className="sr-only">Classificar</span>,
      width: '3.5rem',
      align: 'center',
      cell: () => (
        <Button size="icon" variant="ghost" aria-label="Classificar">
          <ListChecks aria-hidden />
        </Button>
      ),
    },
  ];
  return (
    <AppShell
      sections={sections}
      user={{ nome: 'Marina Albuquerque' }}
      currentPath="/admin/administracao/questoes"
      onLogout={() => {}}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
        <PageHeader
          title="Questões"
          breadcrumbs={[{ label: 'Início', href: '/admin' }, { label: 'Questões' }]}
          actions={
            <Button variant="primary">
              <Plus aria-hidden /> ADICIONAR QUESTÃO
            </Button>
          }
        />
        <PagedTable<Q>
          aria-label="Questões"
          columns={columns}
          data={rows}
          total={42}
          page={page}
          perPage={8}
          maxHeight="none"
          onPageChange={setPage}
          header={
            <>
              <SearchBox onSearch={() => setPage(1)} />
              <RefineDrawer
                value={{ situacao }}
                onApply={(f) => setSituacao(f.situacao)}
                activeCount={situacao ? 1 : 0}
              >
                {(draft, set) => (
                  <RadioGroupField
                    label="Situação"
                    items={[
                      { id: '', label: 'Todas' },
                      { id: '1', label: 'Ativo' },
                      { id: '0', label: 'Inativo' },
                    ]}
                    value={draft.situacao}
                    onChange={(s) => set({ situacao: s })}
                  />
                )}
              </RefineDrawer>
            </>
          }
          rowActionsLabel={(q) => `Ações de ${q.titulo}`}
          rowActions={() => [
            { key: 'e', label: 'Editar', icon: <Pencil />, onAction: () => {} },
            { key: 'x', label: 'Excluir', icon: <Trash2 />, danger: true, onAction: () => {} },
          ]}
        />
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Card
            headingLevel={2}
            title="Editar Piloto Privado – Avião"
            footer={
              <>
                <Button>CANCELAR</Button>
                <Button variant="primary">SALVAR</Button>
              </>
            }
          >
            <Tabs
              aria-label="Seções do curso"
              items={[
                {
                  id: 'basicas',
                  label: 'Informações Básicas',
                  content: (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <ErrorAlert className="sm:col-span-2" messages={['Informe a situação do curso']} />
                      <TextField label="ID do Curso" defaultValue="PP-A" isDisabled />
                      <SelectField
                        label="Modalidade"
                        items={[
                          { id: 'a', label: 'Avião' },
                          { id: 'h', label: 'Helicóptero' },
                        ]}
                        defaultValue="a"
                      />
                      <TextField label="Nome do Curso" defaultValue="Piloto Privado – Avião" />
                      <SelectField
                        label="Situação"
                        items={['Ativo', 'Inativo', 'Erro', 'Novo'].map((s) => ({ id: s, label: s }))}
                        errorMessage="Informe a situação do curso"
                      />
                    </div>
                  ),
                },
                { id: 'modulos', label: 'Módulos', content: 'Nenhum Módulo foi adicionado ao Curso' },
              ]}
            />
          </Card>
          <Card headingLevel={2} title="Turma PP-2026/1">
            <div className="flex flex-col gap-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="text-fg">
                  <span className="font-medium">PP-A</span>
                  <span className="text-fg-muted"> · Piloto Privado – Avião · Teórico</span>
                </span>
                <Badge tone="success" dot>
                  Em Andamento
                </Badge>
              </div>
              <span className="flex items-center gap-2 text-fg-muted">
                <CalendarDays aria-hidden className="size-4" /> 03/02/2026 a 30/06/2026
              </span>
              <span className="flex items-center gap-2 text-fg-muted">
                <Users aria-hidden className="size-4" /> 24 alunos
              </span>
              <ProgressBar label="Andamento" value={42} />
            </div>
          </Card>
        </div>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'UI/Overview',
  component: Overview,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KitAtAGlance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Questões' })).toBeVisible();
    await expect(canvas.getByText('1-8 de 42')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Questões' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Interactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByText('9-16 de 42')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Módulos' }));
    await expect(canvas.getByRole('tab', { name: 'Módulos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
};

/** The same screen in the dark theme (the toolbar's Tema → Escuro: `data-theme="dark"`). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(22, 27, 34)');
  },
};
