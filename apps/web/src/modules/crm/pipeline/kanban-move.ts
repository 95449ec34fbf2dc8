import type { KanbanCard, KanbanColumn } from './pipeline-api.ts';

const MONEY_SCALE = 2;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** A money string in cents, as an exact integer ('12.5' → 1250n). */
function toCents(text: string | null): bigint {
  const m = DECIMAL.exec((text ?? '').trim());
  if (!m || (m[2] === '' && !m[3])) return 0n;
  const cents = BigInt(`${m[2] || '0'}${(m[3] ?? '').padEnd(MONEY_SCALE, '0').slice(0, MONEY_SCALE)}`);
  return m[1] === '-' ? -cents : cents;
}

function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(MONEY_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -MONEY_SCALE)}.${digits.slice(-MONEY_SCALE)}`;
}

/** The column a card is in. */
export const columnOf = (columns: readonly KanbanColumn[], chanceId: number): KanbanColumn | undefined =>
  columns.find((c) => c.cards.some((card) => card.chance_id === chanceId));

/**
 * The board after a card moved to another stage, as the server will count it: the card on top of its new column
 * (newest update first), the counts and amount sums of both columns adjusted (a capped count stays as it is).
 */
export function moveCard(columns: readonly KanbanColumn[], chanceId: number, toStageId: number): KanbanColumn[] {
  const from = columnOf(columns, chanceId);
  const card = from?.cards.find((c) => c.chance_id === chanceId) as KanbanCard | undefined;
  if (!from || !card || from.stage.id === toStageId || !columns.some((c) => c.stage.id === toStageId))
    return [...columns];
  const amount = toCents(card.amount);
  return columns.map((c) => {
    if (c === from)
      return {
        ...c,
        count: c.capped ? c.count : Math.max(0, c.count - 1),
        amount: fromCents(toCents(c.amount) - amount),
        cards: c.cards.filter((x) => x !== card),
      };
    if (c.stage.id === toStageId)
      return {
        ...c,
        count: c.capped ? c.count : c.count + 1,
        amount: fromCents(toCents(c.amount) + amount),
        cards: [card, ...c.cards],
      };
    return c;
  });
}
