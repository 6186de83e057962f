import { usePicker } from '../../../lib/use-picker';

/** File types of a material (`GET /api/arquivo/tipos`): 1, 2, 3 have their own icons. */
export function useTiposArquivo() {
  return usePicker('arquivos.tipos').items;
}
