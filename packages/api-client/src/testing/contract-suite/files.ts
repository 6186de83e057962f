/** Files the suite uploads: the kind is read from the first bytes, so a few bytes suffice. */

/** A PNG signature and the start of its header: enough for the server to call it an image. */
export const pngFile = (name = 'capa.png') =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])],
    name,
    { type: 'image/png' },
  );

/** A small PDF. */
export const pdfFile = (name = 'apostila.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')], name, {
    type: 'application/pdf',
  });

/** The body of a material upload (`arquivos.upload`): a small PDF named `nome`, of material type 1. */
export const pdfMaterial = (nome = 'Apostila') => ({ file: pdfFile(), nome, tipo_arquivo_id: 1 });
