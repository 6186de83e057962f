import type { PermissaoNode } from '@hangar/api-client/contract';
import type { CheckTreeNode, TreeKey } from '@hangar/ui';
import { foldForSearch } from '../../../../lib/search-text';

/** A family's key in the check tree (leaves are the permission ids, numbers). */
const familyKey = (key: string) => `familia:${key}`;

/** Text compared without case or accents ('Usuários' matches 'usuarios'). */
const fold = (text: string) => foldForSearch(text).trim();

/** `GET /api/permissao` as the check tree draws it: families as parents, permission ids as leaves. */
export function toCheckTree(tree: readonly PermissaoNode[]): CheckTreeNode[] {
  return tree.map((node) =>
    node.children
      ? { id: familyKey(node.key), label: node.title, children: toCheckTree(node.children) }
      : { id: node.id ?? node.key, label: node.title },
  );
}

/**
 * The tree reduced to what `search` names: a family whose title matches keeps all its actions;
 * otherwise only the actions whose title or key ('curso.visualizar') matches, and families left
 * empty go. A blank search keeps everything.
 * @example filterPermissionTree(tree, 'usu') // only the Usuários family
 */
export function filterPermissionTree(tree: readonly PermissaoNode[], search: string): PermissaoNode[] {
  const wanted = fold(search);
  if (wanted === '') return [...tree];
  const matches = (n: PermissaoNode) => fold(n.title).includes(wanted) || fold(n.key).includes(wanted);
  return tree.flatMap((node) => {
    if (matches(node)) return [node];
    if (!node.children) return [];
    const children = filterPermissionTree(node.children, search);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Every permission id of a tree (its leaves). */
export function permissionIds(tree: readonly PermissaoNode[]): number[] {
  return tree.flatMap((n) => (n.children ? permissionIds(n.children) : n.id === undefined ? [] : [n.id]));
}

/**
 * The profile's permission ids after a change made in the (possibly filtered) tree `shown`: the
 * ids outside it are kept as they were, the ones inside it are those now checked.
 * @example mergeShownChange([1, 9], [1, 2], [2]) // [9, 2]
 */
export function mergeShownChange(
  current: readonly number[],
  shownIds: readonly number[],
  checkedShown: readonly TreeKey[],
): number[] {
  const shown = new Set(shownIds);
  const checked = checkedShown.filter((k): k is number => typeof k === 'number' && shown.has(k));
  return [...current.filter((id) => !shown.has(id)), ...checked];
}
