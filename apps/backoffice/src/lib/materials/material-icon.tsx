import { FileText, Film, ImageIcon, Paperclip } from 'lucide-react';

/** File types of §3 Arquivo: 1, 2, 3 have their own icons (document, video, image). */
const ICONS = { 1: FileText, 2: Film, 3: ImageIcon } as const;

/** The icon of a material's file type (`tipo_arquivo_id`); decorative. */
export function MaterialIcon({
  tipo,
  className = 'size-4',
}: {
  tipo: number | string | null;
  className?: string;
}) {
  const Icon = ICONS[Number(tipo) as keyof typeof ICONS] ?? Paperclip;
  return <Icon aria-hidden className={className} />;
}
