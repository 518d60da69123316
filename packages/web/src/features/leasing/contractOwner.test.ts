import { describe, expect, it } from 'vitest';
import { contractOwner } from './contractOwner';

const OPTIONS = [
  { value: 1, label: 'CUS-LOGNUS · PT Logistik Nusantara' },
  { value: 2, label: 'CUS-MAJU · CV Maju Jaya' },
  { value: 3, label: 'PT Sinar Abadi' },
  { value: 4, label: 'CUS-TWIN1 · PT Kembar' },
  { value: 5, label: 'CUS-TWIN2 · PT Kembar' },
];

describe('the contract owner among the customers', () => {
  it('finds the customer the contract names, whatever the case and spacing', () => {
    expect(contractOwner(OPTIONS, 'PT Logistik Nusantara')).toBe(1);
    expect(contractOwner(OPTIONS, '  pt  logistik nusantara ')).toBe(1);
    expect(contractOwner(OPTIONS, 'PT Sinar Abadi')).toBe(3);
  });

  it('chooses none when no customer or several have the name', () => {
    expect(contractOwner(OPTIONS, 'PT Tidak Ada')).toBeNull();
    expect(contractOwner(OPTIONS, 'PT Kembar')).toBeNull();
    expect(contractOwner(OPTIONS, '')).toBeNull();
    expect(contractOwner(OPTIONS, null)).toBeNull();
    // A code is not a name.
    expect(contractOwner(OPTIONS, 'CUS-MAJU')).toBeNull();
  });
});
