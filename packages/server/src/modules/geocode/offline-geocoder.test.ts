import { describe, expect, it } from 'vitest';
import { describeNearest, offlineAddress } from './offline-geocoder.js';
import { regencyKey, titleCase } from './place-names.js';

describe('offlineAddress', () => {
  it('finds the nearest place and its official regency and province', async () => {
    expect(await offlineAddress(-6.26111, 107.15278)).toBe('Near Cikarang, Kabupaten Bekasi, Jawa Barat');
    expect(await offlineAddress(-6.2, 106.85)).toMatch(/Daerah Khusus Ibukota Jakarta$/);
    expect(await offlineAddress(-6.92, 107.61)).toBe('Near Bandung, Kota Bandung, Jawa Barat');
    expect(await offlineAddress(-7.25, 112.75)).toBe('Near Surabaya, Kota Surabaya, Jawa Timur');
    // GeoNames numbers Medan 1275, which is Binjai at BPS: the name decides.
    expect(await offlineAddress(3.58, 98.67)).toBe('Near Medan, Kota Medan, Sumatera Utara');
  });

  it('gives the distance beyond a few kilometres', async () => {
    expect(await offlineAddress(-6.35, 107.25)).toMatch(/^\d+ km from [^,]+, Kabupaten \w+, Jawa Barat$/);
  });

  it('answers coordinates abroad and far from any place', async () => {
    expect(await offlineAddress(1.29, 103.85)).toBe('1.29000, 103.85000');
    expect(await offlineAddress(-20, 80)).toBe('-20.00000, 80.00000');
  });

  it('drops a part that repeats the one before', () => {
    const place = { name: 'Bali', lat: 0, lng: 0, country: 'ID', regency: null, province: 'Bali' };
    expect(describeNearest({ place, km: 1 })).toBe('Near Bali');
    expect(describeNearest({ place: { ...place, country: 'MY' }, km: 1 })).toBeNull();
  });
});

describe('place names', () => {
  it('matches GeoNames names to official ones', () => {
    expect(regencyKey('South Tapanuli Regency')).toBe(regencyKey('Kabupaten Tapanuli Selatan'));
    expect(regencyKey('Selayar Islands Regency')).toBe(regencyKey('Kabupaten Kepulauan Selayar'));
    expect(regencyKey('Kota Bekasi')).not.toBe(regencyKey('Kabupaten Bekasi'));
    expect(regencyKey('Kabupaten Labuhan Batu Selatan')).toBe(regencyKey('Kabupaten Labuhanbatu Selatan'));
  });

  it('title-cases official names', () => {
    expect(titleCase('KABUPATEN TOLI-TOLI')).toBe('Kabupaten Toli-Toli');
    expect(titleCase('kabupaten pangkajene dan kepulauan')).toBe('Kabupaten Pangkajene dan Kepulauan');
  });
});
