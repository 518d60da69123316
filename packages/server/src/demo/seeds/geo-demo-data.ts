import type { GeofenceTypeId, MarkerType } from '@armada/domain';

/**
 * Demo geofences of the demo fleets. Pools sit where demo trucks stand (see demo/fleet: the off,
 * idling and seeded-silent trucks of each organisation) or on roads they drive, so "vehicles in
 * pool" has answers; geofence-demo-data.test.ts keeps them there.
 * Polygons are given as corners in metres north and east of a centre [lat, lng].
 */
export type DemoGroup = { org: string; name: string; color: string };

type Common = {
  org: string;
  group: string;
  name: string;
  type: GeofenceTypeId;
  address: string;
  /** The icon (a site's choice; an area's and a checkpoint's own otherwise). */
  marker: MarkerType;
  /** A checkpoint's local target time, 'HH:MM'. */
  targetTime?: string;
};
export type FenceShape = { circle: readonly [lat: number, lng: number, radius: number] } | { polygon: DemoPolygon };
export type DemoFence = Common & FenceShape;
export type DemoPolygon = { center: readonly [number, number]; corners: readonly (readonly [number, number])[] };

const POOLS = 'Pool & Depo';
const AREAS = 'Area Operasional';
const CHECKPOINTS = 'Checkpoint Tol';
const SITES = 'Lokasi Mitra';
const FLEETS = ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'EU4-OPS'];

export const DEMO_GEO_GROUPS: readonly DemoGroup[] = [
  ...FLEETS.flatMap((org) => [
    { org, name: POOLS, color: '#d46b08' },
    { org, name: AREAS, color: '#1677ff' },
    { org, name: CHECKPOINTS, color: '#722ed1' },
  ]),
  ...['CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR'].map((org) => ({ org, name: SITES, color: '#08979c' })),
  { org: 'AGRO-BEST', name: POOLS, color: '#d46b08' },
  { org: 'AGRO-BEST', name: AREAS, color: '#389e0d' },
];

/** An irregular depot outline about 2 × halfM across. */
const yard = (lat: number, lng: number, halfM: number): DemoPolygon => ({
  center: [lat, lng],
  corners: [
    [-halfM, -halfM],
    [-halfM * 0.9, halfM],
    [halfM * 0.6, halfM * 1.1],
    [halfM, halfM * 0.2],
    [halfM * 0.8, -halfM * 0.9],
  ],
});

const pool = (
  org: string,
  name: string,
  address: string,
  shape: FenceShape,
  marker: MarkerType = 'depot',
): DemoFence => ({
  org,
  group: POOLS,
  name,
  type: 2,
  address,
  marker,
  ...shape,
});
/** A site that is not a depot: a workshop, a customer's yard, an office, a rest area on the road. */
const site = (org: string, name: string, address: string, marker: MarkerType, shape: FenceShape): DemoFence => ({
  org,
  group: SITES,
  name,
  type: 2,
  address,
  marker,
  ...shape,
});
const area = (org: string, name: string, address: string, shape: FenceShape): DemoFence => ({
  org,
  group: AREAS,
  name,
  type: 1,
  address,
  marker: 'area',
  ...shape,
});
/** A toll gate on the organisation's route, passed by its trucks, with the time of day they should be through. */
const gate = (org: string, name: string, address: string, lat: number, lng: number, targetTime: string): DemoFence => ({
  org,
  group: CHECKPOINTS,
  name,
  type: 3,
  address,
  marker: 'checkpoint',
  targetTime,
  circle: [lat, lng, 300],
});

export const DEMO_GEOFENCES: readonly DemoFence[] = [
  // PT Logistik Nusantara: Jakarta and the road to Bandung.
  pool('CUS-LOGNUS', 'Pool Cikarang Jababeka', 'Jl. Jababeka Raya Blok A No. 8, Cikarang Utara, Bekasi', {
    polygon: yard(-6.2611, 107.1528, 700),
  }),
  pool('CUS-LOGNUS', 'Pool Karawang Barat', 'Jl. Interchange Karawang Barat, Telukjambe Timur, Karawang', {
    circle: [-6.3247, 107.2704, 700],
  }),
  pool(
    'CUS-LOGNUS',
    'Depo Tanjung Priok',
    'Jl. Yos Sudarso Kav. 12, Tanjung Priok, Jakarta Utara',
    { polygon: yard(-6.1233, 106.8823, 600) },
    'port',
  ),
  area('CUS-LOGNUS', 'Kawasan Industri Jababeka', 'Cikarang Utara, Kabupaten Bekasi', {
    polygon: yard(-6.275, 107.158, 2200),
  }),
  area('CUS-LOGNUS', 'Pelabuhan Tanjung Priok', 'Jl. Pelabuhan Raya, Tanjung Priok, Jakarta Utara', {
    polygon: yard(-6.105, 106.886, 1600),
  }),
  area('CUS-LOGNUS', 'Gudang Pelanggan Cawang', 'Jl. MT Haryono, Cawang, Jakarta Timur', {
    circle: [-6.2446, 106.871, 500],
  }),
  area('CUS-LOGNUS', 'Kota Bandung', 'Kota Bandung, Jawa Barat', { polygon: yard(-6.925, 107.61, 6500) }),
  gate('CUS-LOGNUS', 'GT Cikampek Utama', 'Tol Jakarta–Cikampek KM 70, Purwakarta', -6.4139, 107.4232, '08:00'),
  gate('CUS-LOGNUS', 'GT Padalarang', 'Tol Cipularang KM 121, Bandung Barat', -6.8419, 107.4902, '10:30'),
  gate('CUS-LOGNUS', 'GT Cileunyi', 'Tol Padaleunyi, Cileunyi, Kabupaten Bandung', -6.9391, 107.748, '12:00'),
  // PT Sinar Transport: the same corridor, its own depots.
  pool('CUS-SINAR', 'Pool Cimahi', 'Jl. Raya Baros No. 45, Cimahi Selatan, Cimahi', {
    polygon: yard(-6.8905, 107.5279, 600),
  }),
  pool('CUS-SINAR', 'Pool Plered', 'Jl. Raya Plered No. 17, Plered, Purwakarta', { circle: [-6.6766, 107.4109, 600] }),
  pool('CUS-SINAR', 'Pool Buah Batu', 'Jl. Terusan Buah Batu No. 210, Bandung', { circle: [-6.9582, 107.6489, 600] }),
  pool('CUS-SINAR', 'Pool Telukjambe', 'Jl. Raya Telukjambe No. 5, Karawang', { circle: [-6.3227, 107.262, 400] }),
  area('CUS-SINAR', 'Kawasan Industri Pulogadung', 'Jl. Rawa Gelam, Pulogadung, Jakarta Timur', {
    polygon: yard(-6.19, 106.91, 1200),
  }),
  area('CUS-SINAR', 'Area Padalarang', 'Padalarang, Bandung Barat', { circle: [-6.8419, 107.4902, 1500] }),
  site('CUS-SINAR', 'Bengkel Mitra Baros', 'Jl. Raya Baros No. 102, Cimahi', 'workshop', {
    circle: [-6.8928, 107.5297, 250],
  }),
  site('CUS-SINAR', 'Gudang Pelanggan Mohammad Toha', 'Jl. Moh. Toha No. 77, Bandung', 'customer', {
    polygon: yard(-6.9561, 107.6096, 300),
  }),
  area('CUS-SINAR', 'Koridor Cipularang', 'Tol Cipularang, Purwakarta–Padalarang', {
    polygon: yard(-6.7011, 107.4152, 3000),
  }),
  gate('CUS-SINAR', 'GT Padalarang Barat', 'Tol Cipularang KM 120, Bandung Barat', -6.8419, 107.4902, '11:00'),
  gate('CUS-SINAR', 'GT Karawang Barat', 'Tol Jakarta–Cikampek KM 47, Karawang', -6.3268, 107.2796, '07:30'),
  // CV Maju Jaya: Surabaya–Malang.
  pool('CUS-MAJU', 'Depo Sidoarjo', 'Jl. Raya Sidoarjo No. 301, Sidoarjo', { polygon: yard(-7.4472, 112.7172, 600) }),
  pool('CUS-MAJU', 'Pool Blimbing', 'Jl. Ahmad Yani Utara No. 88, Blimbing, Malang', {
    circle: [-7.9401, 112.6401, 600],
  }),
  area('CUS-MAJU', 'Kawasan SIER Rungkut', 'Jl. Rungkut Industri, Surabaya', { polygon: yard(-7.33, 112.76, 1400) }),
  area('CUS-MAJU', 'Kota Malang', 'Kota Malang, Jawa Timur', { polygon: yard(-7.97, 112.632, 4500) }),
  site('CUS-MAJU', 'Kantor Surabaya', 'Jl. Ahmad Yani No. 176, Surabaya', 'office', {
    circle: [-7.2756, 112.7425, 200],
  }),
  site('CUS-MAJU', 'Rest Area Lawang', 'Jl. Raya Lawang, Kabupaten Malang', 'rest_area', {
    circle: [-7.8341, 112.6962, 250],
  }),
  area('CUS-MAJU', 'Koridor Porong', 'Porong–Gempol, Sidoarjo', { circle: [-7.5398, 112.6932, 2500] }),
  gate('CUS-MAJU', 'GT Waru', 'Tol Surabaya–Gempol, Waru, Sidoarjo', -7.348, 112.7281, '06:45'),
  gate('CUS-MAJU', 'GT Singosari', 'Tol Pandaan–Malang, Singosari', -7.8932, 112.6661, '09:15'),
  // PT Angkutan Timur: Surabaya–Malang and Semarang–Solo.
  pool('CUS-TIMUR', 'Pool Gempol', 'Jl. Raya Gempol No. 9, Pasuruan', { circle: [-7.5732, 112.6842, 600] }),
  pool('CUS-TIMUR', 'Pool Singosari', 'Jl. Raya Singosari No. 140, Malang', { polygon: yard(-7.903, 112.6607, 600) }),
  pool('CUS-TIMUR', 'Depo Ungaran', 'Jl. Gatot Subroto No. 12, Ungaran, Kabupaten Semarang', {
    circle: [-7.1382, 110.4053, 700],
  }),
  area('CUS-TIMUR', 'Kawasan Industri Candi', 'Jl. Gatot Subroto, Ngaliyan, Semarang', {
    polygon: yard(-7.0, 110.35, 1300),
  }),
  area('CUS-TIMUR', 'Kota Surakarta', 'Kota Surakarta, Jawa Tengah', { polygon: yard(-7.565, 110.82, 3500) }),
  site('CUS-TIMUR', 'Rest Area Salatiga', 'Tol Semarang–Solo KM 456, Salatiga', 'rest_area', {
    circle: [-7.3308, 110.4992, 300],
  }),
  site('CUS-TIMUR', 'SPBU Mitra Boyolali', 'Jl. Solo–Semarang, Boyolali', 'gas_station', {
    circle: [-7.5298, 110.5962, 150],
  }),
  area('CUS-TIMUR', 'Koridor Bawen–Salatiga', 'Tol Semarang–Solo, Bawen–Salatiga', {
    polygon: yard(-7.29, 110.466, 5000),
  }),
  gate('CUS-TIMUR', 'GT Banyumanik', 'Tol Semarang–Solo, Banyumanik', -7.0651, 110.4232, '07:00'),
  gate('CUS-TIMUR', 'GT Kartasura', 'Tol Solo–Ngawi, Kartasura', -7.5562, 110.7441, '10:00'),
  // Euro 4 Fleet Operations.
  pool('EU4-OPS', 'Pool Gedebage', 'Jl. Rumah Sakit No. 120, Gedebage, Bandung', { circle: [-6.9466, 107.7101, 600] }),
  pool('EU4-OPS', 'Pool Sidoarjo Utara', 'Jl. Raya Buduran No. 7, Sidoarjo', { circle: [-7.4391, 112.7181, 500] }),
  area('EU4-OPS', 'Kawasan Industri KIIC', 'Jl. Maligi Raya, Telukjambe Barat, Karawang', {
    polygon: yard(-6.36, 107.29, 1800),
  }),
  area('EU4-OPS', 'Koridor Cikampek', 'Tol Jakarta–Cikampek, Karawang Timur', {
    polygon: yard(-6.3569, 107.3306, 3000),
  }),
  gate('EU4-OPS', 'GT Bawen', 'Tol Semarang–Solo, Bawen', -7.2459, 110.4331, '08:30'),
  // Best Agro Plantation: Sumatra and Kalimantan.
  pool('AGRO-BEST', 'Pool Karang Joang', 'Jl. Soekarno-Hatta KM 13, Balikpapan Utara', {
    circle: [-1.1716, 116.862, 600],
  }),
  pool('AGRO-BEST', 'Pool Sunggal', 'Jl. Medan–Binjai KM 9, Sunggal, Deli Serdang', {
    polygon: yard(3.5862, 98.617, 600),
  }),
  area('AGRO-BEST', 'Kebun Bukit Soeharto', 'Samboja, Kutai Kartanegara', { polygon: yard(-0.955, 116.969, 5000) }),
];
