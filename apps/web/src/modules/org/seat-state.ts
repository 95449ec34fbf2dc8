import { ORG_MSG } from '@suwork/domain';
import type { Seats } from './org-api.ts';

/** Why no member can be added or enabled now, or undefined when a seat is free. */
export function noSeatReason(s: Seats): string | undefined {
  if (s.expired) return s.valid_time ? ORG_MSG.seatsExpired(s.valid_time) : ORG_MSG.noLicence;
  if (s.available <= 0) return ORG_MSG.seatsFull(s.seats, s.used);
  return undefined;
}
