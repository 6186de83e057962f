/**
 * Pure checked-state logic of a checkable tree (the permission tree, §2.12): checking a node
 * checks its whole subtree, a parent is checked when all its leaves are, partial when some are.
 * Kept free of React so it is tested in node.
 */

/** Key of a node (string or number, as the server sends it). */
export type TreeKey = string | number;

/** A node of a checkable tree. */
export interface CheckTreeNode {
  /** Unique key across the whole tree. */
  id: TreeKey;
  /** Text shown (and the accessible name). */
  label: string;
  /** Child nodes; a node without children is a leaf. */
  children?: CheckTreeNode[];
  /** Extra text beside the label (e.g. the permission string). */
  description?: string;
}

/** The check state of one node. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Every leaf key under (and including, when it is a leaf) `node`. */
export function leafKeys(node: CheckTreeNode): TreeKey[] {
  if (!node.children || node.children.length === 0) return [node.id];
  return node.children.flatMap(leafKeys);
}

/** Finds a node by key, depth first. */
export function findNode(tree: readonly CheckTreeNode[], id: TreeKey): CheckTreeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = node.children ? findNode(node.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Keys of every node that has children (for "expand all"). */
export function parentKeys(tree: readonly CheckTreeNode[]): TreeKey[] {
  return tree.flatMap((n) => (n.children && n.children.length > 0 ? [n.id, ...parentKeys(n.children)] : []));
}

/**
 * Normalises a set of checked keys against the tree: a parent key checks its whole subtree, and
 * the result holds every checked leaf plus every parent whose leaves are all checked. Unknown keys
 * are kept (the server may know permissions this tree does not show).
 * @example normalizeChecked(tree, ['curso']) // ['curso', 'curso.visualizar', 'curso.adicionar', …]
 */
export function normalizeChecked(tree: readonly CheckTreeNode[], keys: Iterable<TreeKey>): Set<TreeKey> {
  const input = new Set(keys);
  const leaves = new Set<TreeKey>();
  const known = new Set<TreeKey>();
  const visit = (node: CheckTreeNode, inherited: boolean) => {
    known.add(node.id);
    const on = inherited || input.has(node.id);
    if (!node.children || node.children.length === 0) {
      if (on) leaves.add(node.id);
      return;
    }
    for (const child of node.children) visit(child, on);
  };
  for (const node of tree) visit(node, false);
  const result = new Set<TreeKey>(leaves);
  const addParents = (node: CheckTreeNode): boolean => {
    if (!node.children || node.children.length === 0) return leaves.has(node.id);
    const all = node.children.map(addParents).every(Boolean);
    if (all) result.add(node.id);
    return all;
  };
  for (const node of tree) addParents(node);
  for (const key of input) if (!known.has(key)) result.add(key);
  return result;
}

/** The state of a node given a normalised checked set. */
export function checkState(node: CheckTreeNode, checked: ReadonlySet<TreeKey>): CheckState {
  const leaves = leafKeys(node);
  const on = leaves.filter((k) => checked.has(k)).length;
  if (on === 0) return 'unchecked';
  return on === leaves.length ? 'checked' : 'indeterminate';
}

/**
 * Checks or unchecks a node with its whole subtree and returns the new normalised set.
 * @example toggleNode(tree, new Set(), 'curso', true)
 */
export function toggleNode(
  tree: readonly CheckTreeNode[],
  checked: Iterable<TreeKey>,
  id: TreeKey,
  on: boolean,
): Set<TreeKey> {
  const node = findNode(tree, id);
  const current = normalizeChecked(tree, checked);
  if (!node) return current;
  const leaves = new Set(leafKeys(node));
  const next = [...current].filter((k) => !leaves.has(k) && !isAncestorOrSelf(node, k));
  if (on) next.push(...leaves);
  // Parents above the node are recomputed by normalisation; remove them first so an unchecked
  // leaf also unchecks its ancestors.
  const ancestors = new Set(ancestorKeys(tree, id));
  return normalizeChecked(
    tree,
    next.filter((k) => !ancestors.has(k)),
  );
}

function isAncestorOrSelf(node: CheckTreeNode, key: TreeKey): boolean {
  if (node.id === key) return true;
  return (node.children ?? []).some((c) => isAncestorOrSelf(c, key));
}

/** Keys of the ancestors of `id`, root first. */
export function ancestorKeys(tree: readonly CheckTreeNode[], id: TreeKey): TreeKey[] {
  for (const node of tree) {
    if (node.id === id) return [];
    if (node.children) {
      const below = ancestorKeys(node.children, id);
      if (below.length > 0 || node.children.some((c) => c.id === id)) return [node.id, ...below];
    }
  }
  return [];
}

/**
 * The label of each node's parent, by the node's key (roots have none). A screen reader listing
 * the tree's checkboxes hears 'Visualizar' once per resource; the parent tells them apart.
 */
export function parentLabels(tree: readonly CheckTreeNode[]): Map<TreeKey, string> {
  const labels = new Map<TreeKey, string>();
  const walk = (nodes: readonly CheckTreeNode[], parent?: string) => {
    for (const node of nodes) {
      if (parent !== undefined) labels.set(node.id, parent);
      if (node.children) walk(node.children, node.label);
    }
  };
  walk(tree);
  return labels;
}

/** Keeps only the leaves of a checked set (when the server stores leaf permissions only). */
export function checkedLeaves(tree: readonly CheckTreeNode[], checked: Iterable<TreeKey>): TreeKey[] {
  const set = normalizeChecked(tree, checked);
  const parents = new Set(parentKeys(tree));
  return [...set].filter((k) => !parents.has(k));
}
