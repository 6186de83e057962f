import { twMerge } from 'tailwind-merge';
import { type TVLite, tv as tvLite } from 'tailwind-variants/lite';

/**
 * tailwind-variants' `tv`, merged by the kit's one tailwind-merge. The package's default entry
 * bundles a copy of tailwind-merge of its own (~12 kB gzip, beside the one `cn` uses); its lite
 * entry only joins classes, so the join goes through `twMerge` here and a caller's `className`
 * still wins over the recipe's classes. The recipe's properties (`base`, `variants`…) are kept,
 * so `extend` works as before. The kit's recipes have no slots, which this does not handle.
 */
export const tv = ((options: Parameters<TVLite>[0]) => {
  const recipe = tvLite(options) as unknown as ((props?: object) => string | undefined) &
    Record<string, unknown>;
  const merged = (props?: object) => twMerge(recipe(props));
  return Object.assign(merged, recipe);
}) as unknown as TVLite;

export type { VariantProps } from 'tailwind-variants/lite';
