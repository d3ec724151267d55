import { findContainer, insertCopy, moveAcross, projectOrder, reorderWithin } from './dnd-state';

const lists = () => ({ a: ['1', '2', '3'], b: ['4', '5'] });

describe('drag-and-drop list state', () => {
  it('projects the order while dragging and leaves it alone without a target', () => {
    expect(projectOrder(['1', '2', '3'], '1', '3')).toEqual(['2', '3', '1']);
    expect(projectOrder(['1', '2', '3'], '3', '1')).toEqual(['3', '1', '2']);
    expect(projectOrder(['1', '2', '3'], '1', null)).toEqual(['1', '2', '3']);
    expect(projectOrder(['1', '2', '3'], '1', 'x')).toEqual(['1', '2', '3']);
  });

  it('moves across lists before/after the over item, or to the end of a container', () => {
    expect(moveAcross(lists(), '1', '5')).toEqual({ a: ['2', '3'], b: ['4', '1', '5'] });
    expect(moveAcross(lists(), '1', '5', true)).toEqual({ a: ['2', '3'], b: ['4', '5', '1'] });
    expect(moveAcross(lists(), '2', 'b')).toEqual({ a: ['1', '3'], b: ['4', '5', '2'] });
    const same = lists();
    expect(moveAcross(same, '1', '3')).toBe(same);
    expect(findContainer(lists(), '5')).toBe('b');
    expect(findContainer(lists(), 'a')).toBe('a');
  });

  it('reorders within one list only', () => {
    expect(reorderWithin(lists(), '1', '3')).toEqual({ a: ['2', '3', '1'], b: ['4', '5'] });
    expect(reorderWithin(lists(), '4', 'b')).toEqual({ a: ['1', '2', '3'], b: ['5', '4'] });
    const same = lists();
    expect(reorderWithin(same, '1', '4')).toBe(same);
  });

  it('inserts a copy without touching the source', () => {
    const source = ['x', 'y'];
    expect(insertCopy(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(insertCopy(['a', 'b'], 'x', 9)).toEqual(['a', 'b', 'x']);
    expect(insertCopy([], 'x', -1)).toEqual(['x']);
    expect(source).toEqual(['x', 'y']);
  });
});
