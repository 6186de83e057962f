/** The colour tones of tags and badges; the UI maps each to its theme token. */
export type Tone = 'success' | 'error' | 'warning' | 'info' | 'neutral';
