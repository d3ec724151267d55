import { checkStateOf, findNode, matchRanges, moveByKeyboard, moveNode, searchTree, toggleCheck, type TreeNode } from './tree-state';

const tree: TreeNode[] = [
  {
    id: 'a',
    label: 'A',
    children: [
      { id: 'a1', label: 'A1' },
      { id: 'a2', label: 'A2', children: [{ id: 'a2x', label: 'A2x' }] },
    ],
  },
  { id: 'b', label: 'B' },
];

describe('tree-state', () => {
  it('checking a parent checks every descendant; one child makes the parent mixed', () => {
    const all = toggleCheck(tree, 'a', new Set());
    expect(checkStateOf(findNode(tree, 'a1')!, all)).toBe(true);
    expect(checkStateOf(findNode(tree, 'a2x')!, all)).toBe(true);
    expect(checkStateOf(findNode(tree, 'a')!, all)).toBe(true);
    const one = toggleCheck(tree, 'a1', new Set());
    expect(checkStateOf(findNode(tree, 'a')!, one)).toBe('mixed');
    expect(checkStateOf(findNode(tree, 'a')!, toggleCheck(tree, 'a', one))).toBe(true);
    expect(checkStateOf(findNode(tree, 'a')!, toggleCheck(tree, 'a', all))).toBe(false);
  });

  it('search is literal text and reports parents to expand', () => {
    expect(matchRanges('x<b>y', '<b>')).toEqual([
      { text: 'x', match: false },
      { text: '<b>', match: true },
      { text: 'y', match: false },
    ]);
    expect(matchRanges('aaa', '(.*)+$')).toEqual([{ text: 'aaa', match: false }]);
    const { matches, expand } = searchTree(tree, 'a2x');
    expect([...matches]).toEqual(['a2x']);
    expect([...expand].sort()).toEqual(['a', 'a2']);
  });

  it('moves: reorder, indent, outdent, and refuses cycles', () => {
    expect(moveByKeyboard(tree, 'a2', 'up')[0]!.children!.map((n) => n.id)).toEqual(['a2', 'a1']);
    expect(moveByKeyboard(tree, 'b', 'up').map((n) => n.id)).toEqual(['b', 'a']);
    const outdented = moveByKeyboard(tree, 'a2x', 'outdent');
    expect(findNode(outdented, 'a')!.children!.map((n) => n.id)).toEqual(['a1', 'a2', 'a2x']);
    expect(moveByKeyboard(tree, 'a2', 'indent')).toBe(tree); // a1 is not a folder
    expect(moveNode(tree, 'a', 'a2', 0)).toBe(tree);
  });
});
