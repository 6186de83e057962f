export { MaterialIcon } from './material-icon';
export { MaterialsEditor, type MaterialsEditorProps } from './materials-editor';
export { useTiposArquivo, useUploadMaterial } from './use-materials';
