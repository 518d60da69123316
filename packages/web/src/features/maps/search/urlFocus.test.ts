import { describe, expect, it } from 'vitest';
import { focusFromSearch, placeFocusUrl, vehicleFocusUrl } from './urlFocus';

describe('urlFocus', () => {
  it('reads a vehicle by IMEI', () => {
    expect(focusFromSearch('?imei=350000000000006')).toEqual({ kind: 'vehicle', imei: '350000000000006' });
    expect(focusFromSearch(vehicleFocusUrl('35 0').split('?')[1] ?? '')).toEqual({ kind: 'vehicle', imei: '35 0' });
  });

  it('reads an event of a vehicle: its start and end', () => {
    const url = vehicleFocusUrl('350000000000006', { at: 1_764_000_000_000, until: 1_764_000_900_000 });
    expect(focusFromSearch(url.slice('/maps'.length))).toEqual({
      kind: 'vehicle',
      imei: '350000000000006',
      event: { at: 1_764_000_000_000, until: 1_764_000_900_000 },
    });
    expect(focusFromSearch('?imei=3&at=1764000000000&until=5')).toEqual({
      kind: 'vehicle',
      imei: '3',
      event: { at: 1_764_000_000_000 },
    });
    expect(focusFromSearch('?imei=3&at=soon')).toEqual({ kind: 'vehicle', imei: '3' });
  });

  it('round-trips a place with its box', () => {
    const place = {
      name: 'Kota Surabaya',
      lat: -7.25,
      lng: 112.75,
      zoom: 11,
      bbox: [112.6, -7.35, 112.85, -7.15] as [number, number, number, number],
    };
    const url = placeFocusUrl(place);
    expect(url.startsWith('/maps?')).toBe(true);
    expect(focusFromSearch(url.slice('/maps'.length))).toEqual({ kind: 'place', place });
  });

  it('ignores what is missing or out of range', () => {
    expect(focusFromSearch('')).toBeNull();
    expect(focusFromSearch('?imei=')).toBeNull();
    expect(focusFromSearch('?lat=95&lng=10')).toBeNull();
    expect(focusFromSearch('?lat=-6&lng=106&bbox=1,2,3')).toEqual({
      kind: 'place',
      place: { name: '', lat: -6, lng: 106, zoom: 13, bbox: null },
    });
  });
});
