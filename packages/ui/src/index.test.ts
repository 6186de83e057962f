import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/**
 * The public API of @hangar/ui. Adding or removing an export is a decision: update this list
 * (and the changeset) on purpose, so nothing leaks by accident.
 */
const expected = [
  // Primitives, shell, dialogs, display.
  'AppShell',
  'Badge',
  'Button',
  'Can',
  'Card',
  'CheckboxField',
  'ComboBoxField',
  'ConfirmDialog',
  'DatePickerField',
  'EmptyState',
  'ErrorAlert',
  'FeedbackDialog',
  'FieldDescription',
  'FieldError',
  'Form',
  'Label',
  'Modal',
  'PageHeader',
  'ProgressBar',
  'SelectField',
  'Skeleton',
  'Spinner',
  'Tabs',
  'Tag',
  'TextAreaField',
  'TextField',
  'buttonStyles',
  'inputStyles',
  'isCurrentEntry',
  'optionStyles',
  'popoverStyles',
  'toneStyles',
  // Lists and filters.
  'CheckboxGroupField',
  'FilterField',
  'OrderingSelect',
  'OutlineIcon',
  'PageSizeSelect',
  'PagedTable',
  'WINDOWED_ROWS_FROM',
  'RadioGroupField',
  'RefineDrawer',
  'RefineTrigger',
  'RemoteMultiSelect',
  'SearchBox',
  'countActiveFilters',
  'pageInfo',
  'rangeText',
  'refineReducer',
  // Utilities and the locale provider.
  'I18nProvider',
  'breakLongWords',
  'LONGEST_WORD',
  'cn',
  'composeTailwindRenderProps',
  'focusRing',
  'focusVisibleRing',
  'touchField',
  'touchFieldText',
  'touchTarget',
  // Sortable list, wizard, weekly calendar, uploads, masks, check tree.
  'CepField',
  'CheckTree',
  'CnpjCpfField',
  'DAY_NAMES',
  'DEFAULT_MAX_RANGES',
  'FileUpload',
  'ImageUpload',
  'MaskedField',
  'PhoneField',
  'SortableList',
  'WeeklyCalendar',
  'Wizard',
  'ancestorKeys',
  'cepMask',
  'checkFile',
  'checkState',
  'checkedLeaves',
  'cnpjMask',
  'cpfCnpjMask',
  'cpfMask',
  'createEmptyWeek',
  'createScheduleReducer',
  'createScheduleRules',
  'createWizardState',
  'defaultScheduleRules',
  'errorsAt',
  'findNode',
  'formatCep',
  'formatCpfCnpj',
  'formatFileSize',
  'formatPhone',
  'isFirstStep',
  'isLastStep',
  'leafKeys',
  'matchesAccept',
  'moveItem',
  'normalizeChecked',
  'parentKeys',
  'phoneMask',
  'phoneValue',
  'progressPercent',
  'reorderItems',
  'sortableListMessages',
  'stepStatus',
  'toggleNode',
  'unmaskCpfCnpj',
  'wizardReducer',
  'CollapsibleChecklist',
  'defaultCountLabel',
  'groupCount',
  'setGroupChecked',
  'setGroupValue',
];

describe('@hangar/ui public API', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(ui).sort()).toEqual([...expected].sort());
  });

  it('exports every component folder through the one barrel', () => {
    const barrel = readFileSync(fileURLToPath(new URL('./index.ts', import.meta.url)), 'utf8');
    const root = fileURLToPath(new URL('./components', import.meta.url));
    // Folders with an index.ts are components; story-only folders (overview) have none.
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`${root}/${d.name}/index.ts`))
      .map((d) => d.name);
    for (const folder of folders) expect(barrel).toContain(`export * from './components/${folder}';`);
  });
});
