import { existsSync } from 'node:fs';
import path from 'node:path';
import { MENU, ROUTES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { SCREENS as OPENED_COLD } from '../../../e2e/support/screens';
import { MENU_ICONS } from '../src/app/admin-layout/menu-icons';
import { SCREENS } from './screens';

const appRoot = path.resolve(import.meta.dirname, '..');

/** Signed-in routes of the domain's table that the app draws no screen for. */
const NOT_DRAWN = new Set([
  // §2.1: its menu entry is hidden and there is no screen behind it (the not-found page shows).
  '/admin/configuracao/integracao',
]);

describe("the build's table of screens", () => {
  const drawn = ROUTES.filter((r) => r.access === 'signed-in' && !NOT_DRAWN.has(r.pattern)).map(
    (r) => r.pattern,
  );

  it("names a screen for every signed-in route of the domain's table, and no other", () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...drawn].sort());
  });

  it('names modules that exist', () => {
    const missing = Object.values(SCREENS).filter((file) => !existsSync(path.join(appRoot, file)));
    expect(missing).toEqual([]);
  });

  it("is opened cold by the end-to-end test (a record's form is its new-record form's screen)", () => {
    const opened = new Set(OPENED_COLD.map(([address]) => address));
    const unopened = Object.keys(SCREENS)
      .filter((pattern) => !pattern.endsWith('/:id'))
      .map((pattern) => pattern.replace(':id', '1'))
      .filter((address) => !opened.has(address));
    expect(unopened).toEqual([]);
  });
});

describe('the menu', () => {
  it('has an icon for every entry it shows', () => {
    const shown = MENU.flatMap((section) => section.entries).filter((e) => !e.hidden);
    expect(shown.filter((e) => !(e.key in MENU_ICONS)).map((e) => e.key)).toEqual([]);
  });
});
