export { CheckTree, type CheckTreeProps } from './check-tree';
export {
  ancestorKeys,
  type CheckState,
  type CheckTreeNode,
  checkedLeaves,
  checkState,
  findNode,
  leafKeys,
  normalizeChecked,
  parentKeys,
  type TreeKey,
  toggleNode,
} from './check-tree-logic';
