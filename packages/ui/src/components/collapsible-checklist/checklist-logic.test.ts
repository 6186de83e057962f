import { describe, expect, it } from 'vitest';
import {
  type ChecklistGroup,
  defaultCountLabel,
  groupCount,
  setGroupChecked,
  setGroupValue,
} from './checklist-logic';

const group: ChecklistGroup = {
  id: 'c1',
  title: 'Piloto Privado',
  items: [
    { id: 1, label: 'Meteorologia' },
    { id: 2, label: 'Navegação' },
    { id: 3, label: 'Regulamentos', isDisabled: true },
  ],
};

describe('checklist logic', () => {
  it('counts checked items of a group', () => {
    expect(groupCount(group, new Set([1, 3, 99]))).toEqual({ checked: 2, total: 3 });
    expect(defaultCountLabel(2, 3)).toBe('2 de 3');
  });
  it('checks a whole group except disabled items, keeping other groups', () => {
    expect(setGroupChecked([99], group, true)).toEqual([99, 1, 2]);
    expect(setGroupChecked([1, 99], group, true)).toEqual([1, 99, 2]);
  });
  it('unchecks a whole group but keeps disabled items as they were', () => {
    expect(setGroupChecked([1, 2, 3, 99], group, false)).toEqual([3, 99]);
  });
  it('replaces one group value', () => {
    expect(setGroupValue([99, 1], group, [2])).toEqual([99, 2]);
    expect(setGroupValue([99], group, [2, 1])).toEqual([99, 1, 2]);
  });
});
