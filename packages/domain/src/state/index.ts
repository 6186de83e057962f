export * from './course.js';
export * from './entity.js';
export * from './klass.js';
export * from './question.js';
export * from './tones.js';
export * from './user.js';
export * from './wizard.js';
