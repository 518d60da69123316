import { describe, expect, it } from 'vitest';
import { bearingDegrees, nearestPlaceText } from './address-text.js';
import { describeNearest, offlineAddress } from './offline-geocoder.js';
import { regencyKey, titleCase } from './place-names.js';

describe('offlineAddress', () => {
  it('finds the nearest place and its official regency and province', async () => {
    expect(await offlineAddress(-6.26111, 107.15278)).toBe('Near Cikarang, Kabupaten Bekasi, West Java');
    expect(await offlineAddress(-6.2, 106.85)).toBe('Near Jakarta');
    expect(await offlineAddress(-6.2, 106.85, 'id')).toBe('Dekat Jakarta, Daerah Khusus Ibukota Jakarta');
    // The regency that only repeats the place's name is left out.
    expect(await offlineAddress(-6.92, 107.61)).toBe('Near Bandung, West Java');
    expect(await offlineAddress(-7.25, 112.75)).toBe('Near Surabaya, East Java');
    // GeoNames numbers Medan 1275, which is Binjai at BPS: the name decides.
    expect(await offlineAddress(3.58, 98.67, 'id')).toBe('Dekat Medan, Sumatera Utara');
  });

  it('says how far and which way from the place, in English, Indonesian and Japanese', async () => {
    // About 4 km north-east of Karawang's centre.
    expect(await offlineAddress(-6.274, 107.334, 'en-us')).toBe('4 km north-east of Karawang, West Java');
    expect(await offlineAddress(-6.274, 107.334, 'id')).toBe('4 km timur laut Karawang, Jawa Barat');
    expect(await offlineAddress(-6.274, 107.334, 'ja')).toBe('西ジャワ州、Karawang の北東 4 km');
    // About 9 km south-west of it.
    expect(await offlineAddress(-6.35, 107.25, 'en-us')).toBe('9 km south-west of Karawang, West Java');
    expect(await offlineAddress(-6.35, 107.25, 'id')).toBe('9 km barat daya Karawang, Jawa Barat');
    expect(await offlineAddress(-6.35, 107.25, 'ja')).toBe('西ジャワ州、Karawang の南西 9 km');
  });

  it('names the regency and the province in each language near a place', async () => {
    expect(await offlineAddress(-6.26111, 107.15278, 'id')).toBe('Dekat Cikarang, Kabupaten Bekasi, Jawa Barat');
    expect(await offlineAddress(-6.26111, 107.15278, 'ja')).toBe('西ジャワ州、Kabupaten Bekasi、Cikarang 付近');
    expect(await offlineAddress(3.58, 98.67, 'ja')).toBe('北スマトラ州、Medan 付近');
  });

  it('answers coordinates abroad and far from any place, in every language', async () => {
    expect(await offlineAddress(1.29, 103.85)).toBe('1.29000, 103.85000');
    expect(await offlineAddress(1.29, 103.85, 'ja')).toBe('1.29000, 103.85000');
    expect(await offlineAddress(-20, 80, 'id')).toBe('-20.00000, 80.00000');
  });

  it('drops a part that repeats the one before; a province it does not know stays as it is', () => {
    const place = { name: 'Bali', lat: 0, lng: 0, country: 'ID', regency: null, province: 'Bali' };
    const at = { lat: 0, lng: 0 };
    expect(describeNearest({ place, km: 1 }, at)).toBe('Near Bali');
    expect(describeNearest({ place, km: 1 }, at, 'ja')).toBe('バリ州、Bali 付近');
    expect(describeNearest({ place: { ...place, country: 'MY' }, km: 1 }, at)).toBeNull();
    const odd = { ...place, name: 'Somewhere', province: 'Nowhere Province' };
    expect(describeNearest({ place: odd, km: 1 }, at, 'ja')).toBe('Nowhere Province、Somewhere 付近');
  });
});

describe('bearings', () => {
  it('reads the direction from a place to a point on the eight compass points', () => {
    expect(bearingDegrees(0, 0, 1, 0)).toBeCloseTo(0);
    expect(bearingDegrees(0, 0, 0, 1)).toBeCloseTo(90);
    expect(bearingDegrees(0, 0, -1, 0)).toBeCloseTo(180);
    expect(bearingDegrees(0, 0, 0, -1)).toBeCloseTo(270);
    expect(bearingDegrees(-6.3, 107.3, -6.25, 107.35)).toBeGreaterThan(40);
    expect(bearingDegrees(-6.3, 107.3, -6.25, 107.35)).toBeLessThan(50);
    const place = { name: 'Titik', lat: 0, lng: 0, country: 'ID', regency: null, province: null };
    const compass = [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return nearestPlaceText(place, { lat: 0.1 * Math.cos(rad), lng: 0.1 * Math.sin(rad), km: 11 }, 'id');
    });
    expect(compass).toEqual(
      ['utara', 'timur laut', 'timur', 'tenggara', 'selatan', 'barat daya', 'barat', 'barat laut'].map(
        (direction) => `11 km ${direction} Titik`,
      ),
    );
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
