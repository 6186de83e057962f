import {
  BookOpen,
  Building2,
  CircleHelp,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Puzzle,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';

/** One icon per menu entry of the domain's MENU, by key. */
export const MENU_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  cursos: BookOpen,
  turmas: UsersRound,
  problemas: Puzzle,
  questoes: CircleHelp,
  entidades: Building2,
  perfis: ShieldCheck,
  usuarios: Users,
  categorias: FolderTree,
};
