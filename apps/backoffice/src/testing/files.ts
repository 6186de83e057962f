/** Files the stories pick, as a user's file chooser would give them. */

/** A 1×1 PNG as a data URL: an image that loads anywhere, with no server behind it. */
export const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==';

/** {@link PNG_1PX} as a picked file: it passes the checks, uploads, and its preview shows. */
export function pngFile(name = 'capa.png'): File {
  const bytes = Uint8Array.from(atob(PNG_1PX.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
