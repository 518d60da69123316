import { describe, expect, it } from 'vitest';
import { actionsFor } from './bookingActions';

describe('actionsFor', () => {
  it('offers each side only its own steps that the status allows', () => {
    expect(actionsFor({ status: 'waiting', can_book: true, can_handle: false })).toEqual(['cancel']);
    expect(actionsFor({ status: 'proposed', can_book: true, can_handle: false })).toEqual(['accept', 'cancel']);
    expect(actionsFor({ status: 'waiting', can_book: false, can_handle: true })).toEqual([
      'approve',
      'propose',
      'cancel',
    ]);
    expect(actionsFor({ status: 'approved', can_book: false, can_handle: true })).toEqual([
      'propose',
      'start',
      'part',
      'cancel',
    ]);
    expect(actionsFor({ status: 'in_service', can_book: true, can_handle: true })).toEqual(['finish', 'part']);
    expect(actionsFor({ status: 'done', can_book: true, can_handle: true })).toEqual([]);
    expect(actionsFor({ status: 'approved', can_book: false, can_handle: false })).toEqual([]);
  });
});
