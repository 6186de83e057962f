export { PermissionTreeField, type PermissionTreeFieldProps } from './permission-tree-field';
