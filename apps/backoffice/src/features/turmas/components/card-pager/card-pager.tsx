import { PAGE_SIZE } from '@hangar/domain';
import { Button, PageSizeSelect, pageInfo, rangeText } from '@hangar/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface CardPagerProps {
  page: number;
  perPage: number;
  total: number;
  /** Goes to a page (1-based); a new page size starts again at page 1. */
  onChange: (page: number, perPage?: number) => void;
}

/** Page sizes offered under a card list (the default of §9 first). */
const SIZES = [PAGE_SIZE, 30, 60];

/**
 * The pager under a list drawn as cards: 'x-y de total', previous and next, and the page size,
 * with the same words as the table's pager.
 */
export function CardPager({ page, perPage, total, onChange }: CardPagerProps) {
  const info = pageInfo(page, perPage, total);
  return (
    <nav
      aria-label="Paginação"
      className="flex flex-wrap items-center justify-end gap-3 text-sm text-fg-muted"
    >
      <span className="tabular-nums">{rangeText(page, perPage, total)}</span>
      <PageSizeSelect sizes={SIZES} value={perPage} onChange={(size) => onChange(1, size)} className="w-20" />
      <div className="flex gap-1">
        <Button
          size="icon"
          variant="ghost"
          aria-label="Página anterior"
          isDisabled={!info.hasPrevious}
          onPress={() => onChange(page - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Próxima página"
          isDisabled={!info.hasNext}
          onPress={() => onChange(page + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
