import type { Rng } from './prng.js';

/** Truck models of the brand's Indonesian range, with the body they usually carry and a VIN model code. */
export type TruckModel = { model: string; body: string; vehicleType: string; vinCode: string };

export const TRUCK_MODELS: readonly TruckModel[] = [
  { model: 'FM 260 JD', body: 'Tractor', vehicleType: 'Tractor Head', vinCode: 'FM8JD' },
  { model: 'FM 280 JW', body: 'Tronton', vehicleType: 'Cargo', vinCode: 'FM8JW' },
  { model: 'FL 260 JW', body: 'Tanker', vehicleType: 'Tanker', vinCode: 'FL8JW' },
  { model: 'FG 235 JJ', body: 'Wing Box', vehicleType: 'Wing Box', vinCode: 'FG8JJ' },
  { model: 'FE 74 HD', body: 'Dump', vehicleType: 'Dump Truck', vinCode: 'FE74H' },
  { model: 'FE 84G BC', body: 'Box', vehicleType: 'Cargo', vinCode: 'FE84G' },
  { model: 'FN 62 FD', body: 'Dump', vehicleType: 'Dump Truck', vinCode: 'FN62F' },
  { model: 'FC 190 JD', body: 'Mixer', vehicleType: 'Mixer', vinCode: 'FC9JD' },
  { model: 'FB 130 SD', body: 'Pick Up', vehicleType: 'Light Truck', vinCode: 'FB13S' },
];

/** Refrigerated bodies: the trucks that carry a temperature probe. */
export const REEFER_MODELS: readonly TruckModel[] = [
  { model: 'FE 84G BC', body: 'Reefer', vehicleType: 'Reefer', vinCode: 'FE84R' },
  { model: 'FG 235 JJ', body: 'Reefer', vehicleType: 'Reefer', vinCode: 'FG8JR' },
];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** VIN model-year letters 2018-2025. */
const YEARS: readonly [string, number][] = [
  ['J', 2018],
  ['K', 2019],
  ['L', 2020],
  ['M', 2021],
  ['N', 2022],
  ['P', 2023],
  ['R', 2024],
  ['S', 2025],
];

/** An Indonesian plate: region, 1-4 digits (trucks mostly 8xxx-9xxx), 1-3 letters: "B 9123 KXT". */
export function plateNumber(rng: Rng, region: string): string {
  const digits = rng.next() < 0.8 ? rng.int(8000, 9999) : rng.int(1, 7999);
  const suffix = Array.from({ length: rng.int(1, 3) }, () => LETTERS[rng.int(0, LETTERS.length - 1)] ?? 'A').join('');
  return `${region} ${digits} ${suffix}`;
}

/** A 17-character chassis number: maker code, model code, check, model year, plant, serial (unique per index). */
export function chassisNumber(rng: Rng, model: TruckModel, index: number): { chassis: string; year: number } {
  const [letter, year] = rng.pick(YEARS);
  const check = String(rng.int(0, 9));
  const serial = String(100_000 + (index % 900_000)).padStart(6, '0');
  return { chassis: `MJE${model.vinCode}${check}${letter}J${serial}`, year };
}

/** Type allocation codes per family; an IMEI is TAC + 6-digit serial + Luhn digit. */
const TACS = { teltonika: '35285211', ruptela: '86450503', concox: '86973104' } as const;

export function imeiOf(family: keyof typeof TACS, index: number): string {
  const body = `${TACS[family]}${String(index % 1_000_000).padStart(6, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
