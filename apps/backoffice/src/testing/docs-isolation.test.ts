/**
 * Every story file that talks to the MSW mocks renders its Docs previews in iframes
 * (story-parameters.ts says why): a Docs page must show each story's own state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storyFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.stories.tsx'))
  .map((f) => path.join(src, f));

describe('Docs previews of stories that use the mocks', () => {
  const usingMocks = storyFiles.filter((file) => /\bmsw\b|AppStory/.test(readFileSync(file, 'utf8')));

  it('finds the story files', () => {
    expect(usingMocks.length).toBeGreaterThan(20);
  });

  it.each(usingMocks.map((f) => [path.relative(src, f), f]))('%s renders them in iframes', (_name, file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/screenParameters\(|isolatedDocs\(/);
  });
});
