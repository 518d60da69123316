/** A demo route: waypoints [lat, lng] that follow the real road roughly, and where its trucks are registered. */
export type RouteDef = {
  id: RouteId;
  name: string;
  /** The fleet area its trucks are grouped under. */
  area: string;
  /** Plate region letters of the area (B Jakarta, D Bandung, L Surabaya ...). */
  plates: readonly string[];
  /** Typical altitude along the road in metres (the simulator does not model terrain). */
  alt: number;
  waypoints: readonly (readonly [number, number])[];
};

export const ROUTE_IDS = [
  'jakarta-cikampek-bandung',
  'jakarta-inner-ring',
  'surabaya-malang',
  'semarang-solo',
  'medan-binjai',
  'palembang-city',
  'balikpapan-samarinda',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export const ROUTES: Readonly<Record<RouteId, RouteDef>> = {
  'jakarta-cikampek-bandung': {
    id: 'jakarta-cikampek-bandung',
    area: 'Jabodetabek–Bandung',
    name: 'Tol Jakarta–Cikampek–Cipularang–Padaleunyi',
    plates: ['B', 'T', 'D'],
    alt: 120,
    waypoints: [
      [-6.2446, 106.871], // Cawang interchange
      [-6.2508, 106.8955], // Halim
      [-6.2552, 106.9462], // Jatibening
      [-6.2486, 106.9871], // Bekasi Barat
      [-6.2535, 107.0188], // Bekasi Timur
      [-6.2651, 107.0529], // Tambun
      [-6.2796, 107.0885], // Cibitung
      [-6.2936, 107.1453], // Cikarang Utama
      [-6.3107, 107.2101], // Karawang Barat approach
      [-6.3268, 107.2796], // Karawang Barat
      [-6.3569, 107.3306], // Karawang Timur
      [-6.4139, 107.4232], // Cikampek junction
      [-6.4893, 107.4381], // Sadang
      [-6.5402, 107.4129], // Jatiluhur
      [-6.6237, 107.4017], // Plered
      [-6.7011, 107.4152], // Cikamuning
      [-6.7837, 107.4551], // Cipatat
      [-6.8419, 107.4902], // Padalarang
      [-6.8928, 107.5297], // Baros
      [-6.9238, 107.5792], // Pasir Koja
      [-6.9561, 107.6096], // Mohammad Toha
      [-6.9598, 107.6402], // Buah Batu
      [-6.9495, 107.6953], // Gedebage
      [-6.9391, 107.748], // Cileunyi
    ],
  },
  'jakarta-inner-ring': {
    id: 'jakarta-inner-ring',
    area: 'Jakarta City',
    name: 'Tol Dalam Kota Jakarta',
    plates: ['B'],
    alt: 8,
    waypoints: [
      [-6.2446, 106.871], // Cawang
      [-6.2432, 106.8436], // Pancoran
      [-6.2301, 106.8279], // Kuningan
      [-6.2199, 106.8131], // Semanggi
      [-6.2014, 106.7987], // Slipi
      [-6.1781, 106.7931], // Tomang
      [-6.1602, 106.7905], // Grogol
      [-6.1297, 106.7981], // Jembatan Tiga
      [-6.1262, 106.8381], // Ancol
      [-6.1233, 106.8823], // Tanjung Priok
      [-6.1471, 106.8719], // Sunter
      [-6.1722, 106.8762], // Cempaka Putih
      [-6.1951, 106.8809], // Rawamangun
      [-6.2215, 106.8762], // Pedati
      [-6.2446, 106.871], // Cawang
    ],
  },
  'surabaya-malang': {
    id: 'surabaya-malang',
    area: 'Jawa Timur',
    name: 'Surabaya–Gempol–Pandaan–Malang',
    plates: ['L', 'W', 'N'],
    alt: 60,
    waypoints: [
      [-7.2756, 112.7425], // Surabaya, Jl. Ahmad Yani
      [-7.3215, 112.7339], // Wonokromo
      [-7.348, 112.7281], // Waru
      [-7.4472, 112.7172], // Sidoarjo
      [-7.5398, 112.6932], // Porong
      [-7.5581, 112.6831], // Gempol
      [-7.6531, 112.6902], // Pandaan
      [-7.7462, 112.7005], // Purwosari
      [-7.8341, 112.6962], // Lawang
      [-7.8932, 112.6661], // Singosari
      [-7.9401, 112.6401], // Blimbing
      [-7.9819, 112.6303], // Malang
    ],
  },
  'semarang-solo': {
    id: 'semarang-solo',
    area: 'Jawa Tengah',
    name: 'Tol Semarang–Solo',
    plates: ['H', 'AD'],
    alt: 300,
    waypoints: [
      [-6.9662, 110.4271], // Semarang, Tawang
      [-7.0089, 110.4211], // Jatingaleh
      [-7.0651, 110.4232], // Banyumanik
      [-7.1382, 110.4053], // Ungaran
      [-7.2459, 110.4331], // Bawen
      [-7.3308, 110.4992], // Salatiga
      [-7.4412, 110.5531], // Ampel
      [-7.5298, 110.5962], // Boyolali
      [-7.5562, 110.7441], // Kartasura
      [-7.5663, 110.8163], // Solo
    ],
  },
  'medan-binjai': {
    id: 'medan-binjai',
    area: 'Sumatera Utara',
    name: 'Medan–Binjai',
    plates: ['BK'],
    alt: 25,
    waypoints: [
      [3.5952, 98.6722], // Medan, Lapangan Merdeka
      [3.5901, 98.6499], // Jl. Gatot Subroto
      [3.5858, 98.6132], // Sunggal
      [3.5912, 98.5752], // Diski
      [3.5967, 98.5301], // Sei Semayang
      [3.6001, 98.4851], // Binjai
    ],
  },
  'palembang-city': {
    id: 'palembang-city',
    area: 'Sumatera Selatan',
    name: 'Palembang: Plaju–Ampera–Km 12',
    plates: ['BG'],
    alt: 10,
    waypoints: [
      [-3.0052, 104.8148], // Plaju
      [-3.0251, 104.7852], // Jakabaring
      [-3.0011, 104.7691], // Seberang Ulu
      [-2.992, 104.7632], // Jembatan Ampera
      [-2.9801, 104.7561], // Jl. Sudirman
      [-2.9651, 104.7452], // Simpang Polda
      [-2.9402, 104.7231], // Jl. Kol. H. Burlian
      [-2.9051, 104.7042], // Km 12
    ],
  },
  'balikpapan-samarinda': {
    id: 'balikpapan-samarinda',
    area: 'Kalimantan Timur',
    name: 'Balikpapan–Samboja–Samarinda',
    plates: ['KT'],
    alt: 40,
    waypoints: [
      [-1.2651, 116.8311], // Balikpapan
      [-1.2152, 116.8598], // Batu Ampar
      [-1.1701, 116.8621], // Karang Joang
      [-1.0603, 116.9002], // Km 38
      [-0.9552, 116.9691], // Bukit Soeharto
      [-0.8698, 117.0301], // Sungai Merdeka
      [-0.7021, 117.0755], // Loa Kulu junction
      [-0.5762, 117.0961], // Loa Janan
      [-0.5021, 117.1532], // Samarinda
    ],
  },
};
