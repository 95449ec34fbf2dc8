import { describe, expect, it } from 'vitest';
import { moveCard } from './kanban-move.ts';
import { board } from './pipeline-fixtures.ts';

describe('moving a card on the board', () => {
  it('puts the card on top of its new column and moves its amount exactly; a capped count stays', () => {
    const [first, second, third] = moveCard(board(), 101, 13);
    expect(first.cards.map((c) => c.chance_id)).toEqual([102]);
    expect([first.count, first.amount]).toEqual([10000, '98645431.60']);
    expect([third.count, third.amount, third.cards.map((c) => c.chance_id)]).toEqual([1, '120000.50', [101]]);
    expect(second).toEqual(board()[1]);
  });

  it('counts a card without amount as 0 and leaves the board alone for an unknown card or stage', () => {
    const moved = moveCard(board(), 102, 12);
    expect([moved[1].count, moved[1].amount, moved[1].cards.map((c) => c.chance_id)]).toEqual([
      2,
      '5000.00',
      [102, 103],
    ]);
    expect(moveCard(board(), 999, 12)).toEqual(board());
    expect(moveCard(board(), 101, 99)).toEqual(board());
    expect(moveCard(board(), 101, 11)).toEqual(board());
  });
});
