/** Files the tests pick, as a file chooser would give them to the page. */

/** A 1×1 PNG: the server reads it as an image from its bytes, and the browser can show it. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==',
  'base64',
);
