import { describe, expect, it } from 'vitest';
import { checkFile, formatFileSize, matchesAccept, progressPercent } from './file-rules';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('matchesAccept', () => {
  it('accepts everything without a list', () => {
    expect(matchesAccept(file('a.exe', 'application/x-msdownload'), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe', ''), [])).toBe(true);
  });
  it('matches MIME types, families and extensions, case-insensitively', () => {
    const accept = ['image/*', 'application/pdf', 'video/mp4', '.mov'];
    expect(matchesAccept(file('foto.PNG', 'image/png'), accept)).toBe(true);
    expect(matchesAccept(file('apostila.pdf', 'application/pdf'), accept)).toBe(true);
    expect(matchesAccept(file('aula.mp4', 'video/mp4'), accept)).toBe(true);
    expect(matchesAccept(file('aula.MOV', ''), accept)).toBe(true);
    expect(matchesAccept(file('planilha.xlsx', 'application/vnd.ms-excel'), accept)).toBe(false);
    expect(matchesAccept(file('imagem.txt', 'text/plain'), ['image/*'])).toBe(false);
  });
});

describe('checkFile', () => {
  const rules = { accept: ['image/jpeg', 'image/png', 'image/gif'], maxSize: 10 * 1024 * 1024 };
  it('passes a valid file', () => {
    expect(checkFile(file('a.png', 'image/png', 10 * 1024 * 1024), rules)).toBeNull();
  });
  it('refuses the wrong type before the size', () => {
    expect(checkFile(file('a.bmp', 'image/bmp', 50 * 1024 * 1024), rules)).toBe('type');
  });
  it('refuses files over the limit', () => {
    expect(checkFile(file('a.png', 'image/png', 10 * 1024 * 1024 + 1), rules)).toBe('size');
  });
  it('has no limit without maxSize', () => {
    expect(checkFile(file('a.png', 'image/png', 1e12), { accept: ['image/png'] })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('formats in pt-BR', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('progressPercent', () => {
  it('clamps and rounds', () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(2)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(null)).toBeNull();
    expect(progressPercent(undefined)).toBeNull();
  });
});
