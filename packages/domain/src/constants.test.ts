import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_MATERIAL_TYPES,
  ENTITY_TYPES,
  entityTypeLabel,
  IMAGE_MAX_BYTES,
  MAX_RANGES_PER_DAY,
  PAGE_SIZE,
  PICKER_SIZE,
  QUALIFICACOES,
  TIPOS_CURSO,
  WEEKDAYS,
  WIZARD_STEPS,
} from './constants.js';

describe('constants of §9', () => {
  it('hold the spec values', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(PICKER_SIZE).toEqual({
      cursos: 1000,
      problemas: 1000,
      modalidade: 100,
      categoria: 100,
      perfil: 100,
      questoes: 100,
    });
    expect(ENTITY_TYPES).toEqual({ Aeroclube: 2, Escola: 3 });
    expect(QUALIFICACOES).toEqual(['ANAC', 'EXTRA']);
    expect(TIPOS_CURSO).toEqual(['Teórico', 'Prático', 'Teórico/Prático']);
    expect(WIZARD_STEPS).toEqual(['Cursos', 'Módulos', 'Assuntos', 'Problema']);
    expect(MAX_RANGES_PER_DAY).toBe(3);
    expect(IMAGE_MAX_BYTES).toBe(10_485_760);
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect(ACCEPTED_MATERIAL_TYPES.join(',')).toBe('image/*,application/pdf,video/mp4,video/quicktime');
    expect(WEEKDAYS.map((d) => d.dia)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(WEEKDAYS[0].nome).toBe('Domingo');
  });

  it('labels entity types', () => {
    expect(entityTypeLabel(2)).toBe('Aeroclube');
    expect(entityTypeLabel(3)).toBe('Escola');
    expect(entityTypeLabel(1)).toBeUndefined();
  });
});
